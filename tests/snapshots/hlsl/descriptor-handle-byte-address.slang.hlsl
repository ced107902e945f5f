[[vk::binding(0, 0)]] StructuredBuffer<uint> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> copy : register(u1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    uint t = input[0u];
    uint t_1 = input[1u];
    uint t_2 = input[2u];
    uint t_3 = input[2u];
    uint t_4 = input[3u];
    copy[1u] = t;
    copy[2u] = t_1;
    copy[3u] = t_2;
    outputBuffer[0u] = t;
    outputBuffer[1u] = t_1;
    outputBuffer[2u] = t_2;
    outputBuffer[3u] = t_3;
    outputBuffer[4u] = t_4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
