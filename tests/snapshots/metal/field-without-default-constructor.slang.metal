#include <metal_stdlib>
using namespace metal;
struct Sum
{
    int v;
};
struct Prod
{
    int v;
};
struct Pair_Sum_Prod_
{
    Sum a;
    Prod b;
};
Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 12;
    Pair_Sum_Prod_ t = Pair_Sum_Prod_combine(Pair_Sum_Prod_{Sum{2}, Prod{2}}, Pair_Sum_Prod_{Sum{7}, Prod{7}});
    outputBuffer[1u] = t.a.v * 10 + t.b.v;
    return;
}
Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o) {
    return Pair_Sum_Prod_{Sum{p.a.v + o.a.v}, Prod{p.b.v * o.b.v}};
}
