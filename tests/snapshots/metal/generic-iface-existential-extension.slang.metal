#include <metal_stdlib>
using namespace metal;
struct Box3
{
    int base;
};
struct IBox_int_3_
{
    uint typeId;
    Box3 p0;
};
int IBox_int_3_total(IBox_int_3_ p);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    int t = IBox_int_3_total(IBox_int_3_{0u, Box3{10}});
    outputBuffer[0u] = t;
    int t_1 = IBox_int_3_total(IBox_int_3_{1u, Box3{0}});
    outputBuffer[1u] = t_1;
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_2 = s_1;
            int t_3 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        int t_4 = s_1 + (10 + i_1);
        int t_5 = i_1 + 1;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer[2u] = s;
    return;
}
int IBox_int_3_total(IBox_int_3_ p) {
    int s_2;
    int i_2;
    int s_3 = 0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            int t_6 = s_3;
            int t_7 = i_3;
            s_2 = t_6;
            i_2 = t_7;
            break;
        }
        int t_8;
        switch (p.typeId) {
        case 0u:
        {
            t_8 = p.p0.base + i_3;
            break;
        }
        case 1u:
        {
            t_8 = 2 * i_3;
            break;
        }
        default: {
            t_8 = 0;
            break;
        }
        }
        int t_9 = s_3 + t_8;
        int t_10 = i_3 + 1;
        s_3 = t_9;
        i_3 = t_10;
        continue;
    }
    return s_2;
}
