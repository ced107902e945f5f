#include <metal_stdlib>
using namespace metal;
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
int Pack_A_B_weighted(Pack_A_B_ p);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 18;
    int t = Pack_A_B_weighted(Pack_A_B_{Tuple_A_B_{A{3}, B{1.5f}}});
    outputBuffer[1u] = t;
    outputBuffer[2u] = 7;
    outputBuffer[3u] = 0;
    return;
}
int Pack_A_B_weighted(Pack_A_B_ p) {
    Tuple_A_B_ t_1 = p.items;
    return t_1._0.x + int(t_1._1.f * 10.0f) * 2;
}
