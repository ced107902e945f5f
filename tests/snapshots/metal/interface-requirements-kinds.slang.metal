#include <metal_stdlib>
using namespace metal;
struct D
{
    int v;
};
struct Derived
{
    int a;
    int b;
};
struct M
{
    int x;
};
struct N
{
    int x;
};
int build(int p);
int build_1(int k);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    D d = D{};
    d.v = 5;
    D t = d;
    D this_1 = D{};
    this_1 = t;
    int t_1 = this_1.v;
    D t_2 = d;
    D this_2 = D{};
    this_2 = t_2;
    int t_3 = this_2.v;
    D this_3 = D{};
    this_3 = t_2;
    int t_4 = this_3.v;
    output[0u] = t_1 + (t_3 + 1 + t_4) * 100;
    D t_5 = d;
    D this_4 = D{};
    this_4 = t_5;
    int t_6 = this_4.v;
    D this_5 = D{};
    this_5 = t_5;
    int t_7 = this_5.v;
    output[1u] = t_6 + 1 + (t_7 + 2);
    int t_8 = build(3);
    output[2u] = t_8;
    int t_9 = build_1(3);
    output[3u] = t_9;
    Derived x = Derived{};
    x.a = 1;
    x.b = 2;
    Derived t_10 = x;
    Derived this_6 = Derived{};
    this_6 = t_10;
    int t_11 = this_6.a;
    int t_12 = this_6.b;
    Derived t_13 = this_6;
    Derived this_7 = Derived{};
    this_7 = t_13;
    int t_14 = this_7.a;
    output[4u] = t_11 + t_12 + t_14;
    D t_15 = d;
    D this_8 = D{};
    this_8 = t_15;
    int t_16 = this_8.v;
    output[5u] = t_16;
    return;
}
int build(int p) {
    M m = M{};
    m.x = p;
    M t_17 = m;
    M t_18 = M{};
    t_18.x = p + 1;
    M t_19 = t_18;
    M this_9 = M{};
    this_9 = t_17;
    int t_20 = this_9.x;
    M this_10 = M{};
    this_10 = t_19;
    M t_21 = M{};
    int t_22 = this_10.x;
    t_21.x = t_22 * 2 + 1;
    M t_23 = t_21;
    M this_11 = M{};
    this_11 = t_23;
    int t_24 = this_11.x;
    M this_12 = M{};
    this_12 = t_17;
    int t_25 = this_12.x;
    return t_20 * 10 + t_24 + t_25 * 100;
}
int build_1(int k) {
    N n = N{};
    n.x = -k;
    N t_26 = n;
    N t_27 = N{};
    t_27.x = k - 1;
    N t_28 = t_27;
    N this_13 = N{};
    this_13 = t_26;
    int t_29 = this_13.x;
    N this_14 = N{};
    this_14 = t_28;
    N n_1 = N{};
    int t_30 = this_14.x;
    n_1.x = t_30 * 3;
    N t_31 = n_1;
    N this_15 = N{};
    this_15 = t_31;
    int t_32 = this_15.x;
    return t_29 * 10 + t_32 + 7;
}
