static uint3 LocalInvocationId;
static uint3 WorkgroupId;
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint3 t_1 = WorkgroupId;
    uint3 t_2 = LocalInvocationId;
    uint t_3 = t.x;
    outputBuffer[t_3] = t_1.x * 100u + t_2.x * 10u + t_3;
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_LocalInvocationId : SV_GroupThreadID, uint3 in_WorkgroupId : SV_GroupID, uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    LocalInvocationId = in_LocalInvocationId;
    WorkgroupId = in_WorkgroupId;
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
