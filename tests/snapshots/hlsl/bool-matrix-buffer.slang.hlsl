struct inputBuffer_elem
{
    row_major float2x2 m;
};
struct flags_elem
{
    uint2 m[2];
};
[[vk::binding(0, 0)]] RWStructuredBuffer<inputBuffer_elem> inputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<flags_elem> flags : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    row_major float2x2 t = inputBuffer[0u].m;
    row_major float2x2 t_1 = inputBuffer[1u].m;
    float2 t_2 = t_1[0];
    float2 t_3 = t[0];
    flags[0u].m[0] = t_3 < t_2 ? uint2(1u, 1u) : uint2(0u, 0u);
    float2 t_4 = t_1[1];
    float2 t_5 = t[1];
    flags[0u].m[1] = t_5 < t_4 ? uint2(1u, 1u) : uint2(0u, 0u);
    flags[1u].m[0] = t_3 == t_2 ? uint2(1u, 1u) : uint2(0u, 0u);
    flags[1u].m[1] = t_5 == t_4 ? uint2(1u, 1u) : uint2(0u, 0u);
    uint2 t_6 = flags[0u].m[0];
    uint2 t_7 = flags[0u].m[1];
    flags[2u].m[0] = t_7 != uint2(0u, 0u) ? uint2(1u, 1u) : uint2(0u, 0u);
    flags[2u].m[1] = t_6 != uint2(0u, 0u) ? uint2(0u, 0u) : uint2(1u, 1u);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
