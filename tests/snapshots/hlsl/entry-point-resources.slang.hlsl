struct Scale
{
    int factor;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> table : register(t0, space0);
[[vk::push_constant]] cbuffer entryPointParams
{
    Scale scale;
};
[[vk::binding(1, 0)]] StructuredBuffer<int> entryPointParams_values : register(t1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<int> entryPointParams_results : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    int t = scale.factor;
    uint3 t_1 = GlobalInvocationId;
    uint t_2 = t_1.x;
    int t_3 = table[t_2];
    int t_4 = entryPointParams_values[t_2];
    entryPointParams_results[t_2] = t_3 + t_4 * t;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
