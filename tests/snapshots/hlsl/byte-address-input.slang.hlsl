static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<uint> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = input[t_1 * 4u >> (2u & 31u)];
    outputBuffer[t_1] = t_2 + t_1;
    if (t_1 == 0u) {
        uint count, stride;
        input.GetDimensions(count, stride);
        uint t_3 = (uint)count;
        outputBuffer[4u] = t_3 * 4u;
    }
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
