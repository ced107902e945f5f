struct Params
{
    int factor;
    int offset;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> params_results : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    int t_2 = params.factor;
    int t_3 = params.offset;
    params_results[(uint)t_1] = t_1 * t_2 + 1 + t_3;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
