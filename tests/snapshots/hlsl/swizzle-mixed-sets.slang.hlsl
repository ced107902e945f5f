[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int t = outputBuffer[0u];
    outputBuffer[0u] = 230 + t;
    int4 t_1 = int4(t, 2, 3, 4);
    t_1.w = 7;
    int4 t_2 = t_1;
    t_2.x = 8;
    outputBuffer[1u] = 8237;
    outputBuffer[2u] = 8;
    outputBuffer[3u] = dot(t_2.xy, int2(1, 1));
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
