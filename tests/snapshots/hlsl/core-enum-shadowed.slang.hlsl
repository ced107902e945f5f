[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    output[0u] = 2;
    output[1u] = 8;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
