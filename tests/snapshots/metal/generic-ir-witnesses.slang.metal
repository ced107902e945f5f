#include <metal_stdlib>
using namespace metal;
struct Tri
{
    int b;
    int h;
};
int twiceDescribe_Tri(Tri shape, int p);
int count_Counter(int start, int p_1);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    output[0u] = 94;
    output[1u] = 103;
    int t_1 = twiceDescribe_Tri(Tri{4, 5}, 7);
    output[2u] = t_1;
    output[3u] = 18009;
    output[4u] = 21010;
    int t_2 = count_Counter(2, 4);
    output[5u] = t_2;
    output[6u] = 23;
    output[7u] = 19 + (188 + int(t.x));
    return;
}
int twiceDescribe_Tri(Tri shape, int p) {
    int t_3 = select(shape.b * shape.h / 2, -1, 2 == 0) * 10 + 3;
    return t_3 + t_3 + p;
}
int count_Counter(int start, int p_1) {
    int c;
    int i;
    int c_1 = start * 10;
    int i_1 = 0;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            int t_4 = c_1;
            int t_5 = i_1;
            c = t_4;
            i = t_5;
            break;
        }
        int t_6 = i_1 + 1;
        int t_7 = c_1 + t_6;
        int t_8 = t_6;
        c_1 = t_7;
        i_1 = t_8;
        continue;
    }
    return c;
}
