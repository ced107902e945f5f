#include <metal_stdlib>
using namespace metal;
struct Cells_int_
{
    array<int, 3> v;
};
int Cells_int_sumFirst(Cells_int_ p, int p_1);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    array<int, 3> c = array<int, 3>{};
    c = array<int, 3>{4, 5, 6};
    array<int, 3> t = c;
    int t_1 = Cells_int_sumFirst(Cells_int_{t}, 3);
    outputBuffer[0u] = t_1;
    c[1] = 50;
    array<int, 3> t_2 = c;
    array<int, 3> this_1 = array<int, 3>{};
    this_1 = t_2;
    int t_3 = this_1[1];
    outputBuffer[1u] = t_3;
    int t_4 = c[1];
    outputBuffer[2u] = t_4;
    array<int, 3> t_5 = c;
    int t_6 = Cells_int_sumFirst(Cells_int_{t_5}, 2);
    outputBuffer[3u] = t_6;
    array<int, 3> t_7 = c;
    array<int, 3> this_2 = array<int, 3>{};
    this_2 = t_7;
    int t_8 = this_2[2];
    outputBuffer[4u] = t_8;
    return;
}
int Cells_int_sumFirst(Cells_int_ p, int p_1) {
    array<int, 3> this_3 = array<int, 3>{};
    array<int, 3> t_9 = p.v;
    this_3 = t_9;
    int t_10 = this_3[0];
    int s;
    int i;
    int s_1 = t_10;
    int i_1 = 1;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            int t_11 = s_1;
            int t_12 = i_1;
            s = t_11;
            i = t_12;
            break;
        }
        array<int, 3> this_4 = array<int, 3>{};
        this_4 = t_9;
        int t_13 = this_4[i_1];
        int t_14 = s_1 + t_13;
        int t_15 = i_1 + 1;
        s_1 = t_14;
        i_1 = t_15;
        continue;
    }
    return s;
}
