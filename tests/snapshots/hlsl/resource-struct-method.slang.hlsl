struct Resources
{
    uint scale;
};
static uint3 GlobalInvocationId;
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u1, space0);
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Resources gRes;
};
[[vk::binding(2, 0)]] StructuredBuffer<uint> gRes_data : register(t2, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = gRes.scale;
    uint t_3 = gRes_data[t_1];
    outputBuffer[t_1] = t_3 * t_2 + t_1;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
