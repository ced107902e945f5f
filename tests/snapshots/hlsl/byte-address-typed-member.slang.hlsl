[[vk::binding(0, 0)]] StructuredBuffer<uint> source : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> target : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = source[0u];
    uint t_1 = source[1u];
    uint2 t_2 = uint2(t, t_1) + uint2(100u, 200u);
    target[4u] = t_2.x;
    target[5u] = t_2.y;
    uint t_3 = source[3u];
    target[1u] = t_3 * 2u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
