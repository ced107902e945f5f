struct S
{
    int4 b;
    int a;
    int c;
    int d;
    int e;
};
[[vk::binding(0, 0)]] StructuredBuffer<S> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = inputBuffer[0u].a;
    outputBuffer[0u] = t;
    int4 t_1 = inputBuffer[0u].b;
    outputBuffer[1u] = t_1.y;
    int t_2 = inputBuffer[0u].c;
    outputBuffer[2u] = t_2;
    int t_3 = inputBuffer[1u].a;
    outputBuffer[3u] = t_3;
    int4 t_4 = inputBuffer[1u].b;
    outputBuffer[4u] = t_4.x;
    int t_5 = inputBuffer[1u].c;
    outputBuffer[5u] = t_5;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
