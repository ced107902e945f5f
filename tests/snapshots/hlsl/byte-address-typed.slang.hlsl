[[vk::binding(0, 0)]] StructuredBuffer<uint> input : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> output : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint t = input[0u];
    uint t_1 = input[1u];
    uint t_2 = input[2u];
    output[0u] = asuint(asfloat(t) * 2.0f);
    int2 t_3 = int2(asint(t_1), asint(t_2)) + int2(10, 20);
    output[1u] = asuint(t_3.x);
    output[2u] = asuint(t_3.y);
    uint t_4 = input[3u];
    output[3u] = t_4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
