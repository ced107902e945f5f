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
    float4 t_1 = t[0];
    float4 t_2 = t[1];
    float4 t_3 = t[2];
    float3 t_4 = mul(float3x3(t_1.xyz, t_2.xyz, t_3.xyz), float3(1.0f, 10.0f, 100.0f));
    float t_5 = t_3.z;
    outputBuffer[0u] = t_5;
    float t_6 = t_2.x;
    outputBuffer[1u] = t_6;
    outputBuffer[2u] = t[3].z;
    outputBuffer[3u] = t_2.w;
    outputBuffer[4u] = (float)((int2)t_2.xy).y;
    outputBuffer[5u] = t_4.x;
    outputBuffer[6u] = t_4.y;
    outputBuffer[7u] = t_4.z;
    outputBuffer[8u] = t_1.x + t_1.y + t_1.z + t_6 + t_2.y + t_2.z + t_3.x + t_3.y + t_5;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
