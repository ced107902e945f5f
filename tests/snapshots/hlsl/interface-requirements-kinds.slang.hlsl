static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
int build_N(int p);
int build_M(int p_1);
void computeMain_1() {
    output[0u] = 1105;
    output[1u] = 13;
    int t = build_M(3);
    output[2u] = t;
    int t_1 = build_N(3);
    output[3u] = t_1;
    output[4u] = 4;
    output[5u] = 5;
    return;
}
int build_N(int p) {
    return -p * 10 + (p - 1) * 3 + 7;
}
int build_M(int p_1) {
    return p_1 * 10 + ((p_1 + 1) * 2 + 1) + p_1 * 100;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
