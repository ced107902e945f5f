[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> inputs : register(u1, space0);
void computeMain_1();
uint core_dot4add_u8packed(uint a, uint p, uint p_1);
int core_dot4add_i8packed(uint a_1, uint b, int acc);
void computeMain_1() {
    uint t = inputs[0u];
    uint t_1 = inputs[1u];
    uint t_2 = core_dot4add_u8packed(t, t_1, 10u);
    outputBuffer[0u] = (int)t_2;
    uint t_3 = inputs[2u];
    uint t_4 = inputs[3u];
    int t_5 = core_dot4add_i8packed(t_3, t_4, -7);
    outputBuffer[1u] = t_5;
    uint t_6 = inputs[0u];
    outputBuffer[2u] = (int)((0.5f + dot((float2)(half2(1.5h, -2.25h) * (half2)(half)(t_6 & 1u)), float2(4.0f, 2.0f))) * 4.0f);
    return;
}
uint core_dot4add_u8packed(uint a, uint p, uint p_1) {
    return p_1 + dot(uint4(a, a >> (8u & 31u), a >> (16u & 31u), a >> (24u & 31u)) & uint4(255u, 255u, 255u, 255u), uint4(p, p >> (8u & 31u), p >> (16u & 31u), p >> (24u & 31u)) & uint4(255u, 255u, 255u, 255u));
}
int core_dot4add_i8packed(uint a_1, uint b, int acc) {
    return acc + dot(int4((int)(a_1 << (24u & 31u)), (int)(a_1 << (16u & 31u)), (int)(a_1 << (8u & 31u)), (int)a_1) >> (int4(24, 24, 24, 24) & int4(31, 31, 31, 31)), int4((int)(b << (24u & 31u)), (int)(b << (16u & 31u)), (int)(b << (8u & 31u)), (int)b) >> (int4(24, 24, 24, 24) & int4(31, 31, 31, 31)));
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
