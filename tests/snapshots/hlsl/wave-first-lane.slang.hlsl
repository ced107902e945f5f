static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    bool t_2 = WaveIsFirstLane();
    outputBuffer[4u + t_1] = (uint)(t_2 ? 1 : 0);
    if (t_1 >= 1u) {
        bool t_3 = WaveIsFirstLane();
        outputBuffer[t_1] = (uint)(t_3 ? 1 : 0);
    }
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
