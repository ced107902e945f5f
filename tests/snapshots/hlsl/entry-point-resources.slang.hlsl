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
[[vk::binding(1, 0)]] StructuredBuffer<int> values : register(t1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<int> results : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    int t = scale.factor;
    Scale t_1 = {t};
    uint3 t_2 = GlobalInvocationId;
    Scale scale_1 = (Scale)0;
    scale_1 = t_1;
    uint t_3 = t_2.x;
    int t_4 = table[t_3];
    int t_5 = values[t_3];
    int t_6 = scale_1.factor;
    results[t_3] = t_4 + t_5 * t_6;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
