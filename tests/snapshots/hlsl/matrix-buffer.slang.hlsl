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
    row_major float4x4 m = (float4x4)0.0f;
    m = t;
    row_major float4x4 t_1 = m;
    float4 t_2 = mul(t_1, float4(1.0f, 0.0f, 2.0f, 1.0f));
    outputBuffer[0u] = t_2.x;
    outputBuffer[1u] = t_2.y;
    outputBuffer[2u] = t_2.z;
    outputBuffer[3u] = t_2.w;
    float t_3 = m[2][1];
    outputBuffer[4u] = t_3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
