#include <metal_stdlib>
using namespace metal;
struct Derived
{
    int a;
    int b;
};
struct Base
{
    int a;
};
struct Leaf
{
    int a;
    int b;
    int c;
};
struct Tally_3_
{
    int scale;
    int extra;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Derived d = Derived{};
    d = Derived{5, 7};
    int t = d.a;
    int t_1 = d.b;
    outputBuffer[0u] = t * 10 + t_1;
    Derived e = Derived{};
    e = Derived{3, 4};
    int t_2 = e.a;
    e.a = t_2 + 2;
    Derived t_3 = e;
    Derived this_1 = Derived{};
    this_1 = t_3;
    Derived t_4 = this_1;
    Derived this_2 = Derived{};
    this_2 = t_4;
    int t_5 = this_2.a;
    int t_6 = this_1.b;
    outputBuffer[1u] = t_5 * 2 + t_6;
    Derived t_7 = e;
    Base this_3 = Base{};
    this_3 = Base{t_7.a};
    int t_8 = this_3.a;
    outputBuffer[2u] = t_8 * 2 + 1;
    Derived t_9 = e;
    Derived this_4 = Derived{};
    this_4 = t_9;
    int t_10 = this_4.a;
    Derived this_5 = Derived{};
    this_5 = t_9;
    Derived t_11 = this_5;
    Derived this_6 = Derived{};
    this_6 = t_11;
    int t_12 = this_6.a;
    int t_13 = this_5.b;
    outputBuffer[3u] = t_10 * 2 * 1000 + (t_12 * 2 + t_13);
    Leaf l = Leaf{};
    l = Leaf{1, 2, 3};
    int t_14 = l.a;
    l.a = t_14 + 4;
    Leaf t_15 = l;
    Leaf this_7 = Leaf{};
    this_7 = t_15;
    int t_16 = this_7.a;
    int t_17 = this_7.b;
    int t_18 = this_7.c;
    outputBuffer[4u] = t_16 * 100 + t_17 * 10 + t_18;
    Leaf t_19 = l;
    Base this_8 = Base{};
    this_8 = Base{t_19.a};
    int t_20 = this_8.a;
    Leaf t_21 = l;
    Leaf this_9 = Leaf{};
    this_9 = t_21;
    Leaf t_22 = this_9;
    Leaf this_10 = Leaf{};
    this_10 = t_22;
    int t_23 = this_10.a;
    int t_24 = this_9.b;
    outputBuffer[5u] = t_20 * 2 + 1 + (t_23 * 2 + t_24);
    Tally_3_ this_11 = Tally_3_{};
    this_11 = Tally_3_{2, 4};
    Tally_3_ t_25 = this_11;
    Tally_3_ this_12 = Tally_3_{};
    this_12 = t_25;
    int t_26 = this_12.scale;
    int t_27 = this_11.extra;
    outputBuffer[6u] = 3 * t_26 * 10 + t_27;
    Tally_3_ this_13 = Tally_3_{};
    this_13 = Tally_3_{2, 4};
    int t_28 = this_13.scale;
    outputBuffer[7u] = 3 * t_28;
    return;
}
