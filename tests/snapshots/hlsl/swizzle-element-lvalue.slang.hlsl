[[vk::binding(0, 0)]] RWStructuredBuffer<float> o : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    o[0u] = 2.0f;
    o[1u] = 5.0f;
    o[2u] = 3.0f;
    o[3u] = 7.0f;
    o[4u] = 4.0f;
    o[5u] = 6.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
