static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> buffer_1 : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint t = buffer_1[0u];
    uint t_1 = buffer_1[1u];
    uint t_2 = buffer_1[2u];
    uint t_3 = buffer_1[3u];
    uint t_4 = buffer_1[7u];
    buffer_1[0u] = t + t_1 + t_2 + t_3;
    buffer_1[2u] = t_4;
    buffer_1[3u] = t_4 * 2u;
    uint t_5 = buffer_1[1u];
    buffer_1[7u] = t_5 * 100u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
