struct Params
{
    float factor;
    int4 values;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = params.values[t_1];
    float t_3 = params.factor;
    outputBuffer[t_1] = (int)((float)t_2 * t_3);
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
