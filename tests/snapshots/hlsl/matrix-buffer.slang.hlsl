struct matrices_elem
{
    row_major float4x4 m;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<matrices_elem> matrices : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    row_major float4x4 t = matrices[0u].m;
    float4 t_1 = mul(t, float4(1.0f, 0.0f, 2.0f, 1.0f));
    outputBuffer[0u] = t_1.x;
    outputBuffer[1u] = t_1.y;
    outputBuffer[2u] = t_1.z;
    outputBuffer[3u] = t_1.w;
    outputBuffer[4u] = t[2].y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
