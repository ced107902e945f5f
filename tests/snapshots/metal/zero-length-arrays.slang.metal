#include <metal_stdlib>
using namespace metal;
struct Bag_0_
{
    int first;
    int last;
};
struct Bag_2_
{
    int first;
    array<int, 2> items;
    int last;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    Bag_0_ r = Bag_0_{};
    r.first = 3;
    r.last = 4;
    Bag_0_ t_1 = r;
    Bag_0_ e = Bag_0_{};
    e = t_1;
    Bag_0_ t_2 = e;
    Bag_0_ f = Bag_0_{};
    f = t_2;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 0) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1;
        continue;
    }
    int t_3 = f.first;
    f.first = t_3 + 10;
    Bag_2_ g = Bag_2_{};
    g.first = 1;
    g.items[0] = 20;
    g.items[1] = 300;
    g.last = 4000;
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_4 = g.items[i_3];
        g.items[i_3] = t_4 + 1;
        i_3 = i_3 + 1;
        continue;
    }
    int t_5 = g.first;
    g.first = t_5 + 1;
    Bag_0_ t_6 = e;
    Bag_0_ this_1 = Bag_0_{};
    this_1 = t_6;
    int t_7 = this_1.first;
    int t_8 = this_1.last;
    int s;
    int i_4;
    int s_1 = t_7 + t_8;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 0) {
        } else {
            int t_9 = s_1;
            int t_10 = i_5;
            s = t_9;
            i_4 = t_10;
            break;
        }
        int t_11 = s_1;
        int t_12 = i_5 + 1;
        s_1 = t_11;
        i_5 = t_12;
        continue;
    }
    outputBuffer[0u] = s;
    Bag_0_ t_13 = f;
    Bag_0_ this_2 = Bag_0_{};
    this_2 = t_13;
    int t_14 = this_2.first;
    int t_15 = this_2.last;
    int s_2;
    int i_6;
    int s_3 = t_14 + t_15;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 0) {
        } else {
            int t_16 = s_3;
            int t_17 = i_7;
            s_2 = t_16;
            i_6 = t_17;
            break;
        }
        int t_18 = s_3;
        int t_19 = i_7 + 1;
        s_3 = t_18;
        i_7 = t_19;
        continue;
    }
    outputBuffer[1u] = s_2;
    int t_20 = f.first;
    int t_21 = e.first;
    outputBuffer[2u] = t_20 * 100 + t_21;
    Bag_2_ t_22 = g;
    Bag_2_ this_3 = Bag_2_{};
    this_3 = t_22;
    int t_23 = this_3.first;
    int t_24 = this_3.last;
    int s_4;
    int i_8;
    int s_5 = t_23 + t_24;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            int t_25 = s_5;
            int t_26 = i_9;
            s_4 = t_25;
            i_8 = t_26;
            break;
        }
        int t_27 = this_3.items[i_9];
        int t_28 = s_5 + t_27;
        int t_29 = i_9 + 1;
        s_5 = t_28;
        i_9 = t_29;
        continue;
    }
    outputBuffer[3u] = s_4;
    int t_30 = e.last;
    outputBuffer[4u] = int(t.x) + t_30;
    return;
}
