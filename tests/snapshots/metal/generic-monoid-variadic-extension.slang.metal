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
struct B
{
    int x;
};
Sum fold(array<Sum, 3> p);
Prod fold_1(array<Prod, 3> xs);
int sumAll(B args_1);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    Sum t_1 = fold(array<Sum, 3>{Sum{2}, Sum{3}, Sum{4}});
    output[0u] = t_1.v;
    Prod t_2 = fold_1(array<Prod, 3>{Prod{2}, Prod{3}, Prod{4}});
    output[1u] = t_2.v;
    output[2u] = 3;
    int t_3 = sumAll(B{7});
    output[3u] = t_3;
    output[4u] = 307;
    output[5u] = 307;
    output[6u] = 10;
    bool o = t.x == 0u;
    output[7u] = select(-1, select(0, 9, o), o);
    return;
}
Sum fold(array<Sum, 3> p) {
    array<Sum, 3> xs_1 = array<Sum, 3>{};
    xs_1 = p;
    Sum acc;
    int i;
    Sum acc_1 = Sum{0};
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            Sum t_4 = acc_1;
            int t_5 = i_1;
            acc = t_4;
            i = t_5;
            break;
        }
        Sum t_6 = xs_1[i_1];
        Sum t_7 = Sum{acc_1.v + t_6.v};
        int t_8 = i_1 + 1;
        acc_1 = t_7;
        i_1 = t_8;
        continue;
    }
    return acc;
}
Prod fold_1(array<Prod, 3> xs) {
    array<Prod, 3> xs_2 = array<Prod, 3>{};
    xs_2 = xs;
    Prod acc_2;
    int i_2;
    Prod acc_3 = Prod{1};
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            Prod t_9 = acc_3;
            int t_10 = i_3;
            acc_2 = t_9;
            i_2 = t_10;
            break;
        }
        Prod t_11 = xs_2[i_3];
        Prod t_12 = Prod{acc_3.v * t_11.v};
        int t_13 = i_3 + 1;
        acc_3 = t_12;
        i_3 = t_13;
        continue;
    }
    return acc_2;
}
int sumAll(B args_1) {
    return (30 + args_1.x) * 10 + 3;
}
