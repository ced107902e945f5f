[[vk::push_constant]] cbuffer Push
{
    float scale;
    int count;
    uint offset;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    float t = scale;
    outputBuffer[0u] = (int)(t * 2.0f);
    int t_1 = count;
    outputBuffer[1u] = t_1 + 1;
    uint t_2 = offset;
    int t_3 = count;
    outputBuffer[2u] = (int)t_2 * t_3;
    float t_4 = scale;
    int t_5 = count;
    outputBuffer[3u] = (int)(t_4 * (float)t_5);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
