[[vk::binding(0, 0)]] RWStructuredBuffer<int4> o : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    o[0u] = int4(1, 2, 3, 3);
    o[1u] = int4(7, 7, 8, 9);
    o[2u] = int4(4, 5, 6, 6);
    o[3u] = int4(1, 1, 2, 3);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
