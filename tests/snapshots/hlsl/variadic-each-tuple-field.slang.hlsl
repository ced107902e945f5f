struct A
{
    int x;
};
struct B
{
    float f;
};
struct Tuple_A_B_
{
    A _0;
    B _1;
};
struct Pack_A_B_
{
    Tuple_A_B_ items;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
int Pack_A_B_weighted(Pack_A_B_ p);
void computeMain_1() {
    outputBuffer[0u] = 18;
    Pack_A_B_ t = {{{3}, {1.5f}}};
    int t_1 = Pack_A_B_weighted(t);
    outputBuffer[1u] = t_1;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 0;
    return;
}
int Pack_A_B_weighted(Pack_A_B_ p) {
    Tuple_A_B_ t_2 = p.items;
    A t_3 = t_2._0;
    B t_4 = t_2._1;
    return t_3.x + (int)(t_4.f * 10.0f) * 2;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
