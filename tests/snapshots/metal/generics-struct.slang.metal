#include <metal_stdlib>
using namespace metal;
struct Pair_int_
{
    int first;
    int second;
};
struct Pair_float_
{
    float first;
    float second;
};
struct Pair_Pair_int_
{
    Pair_int_ first;
    Pair_int_ second;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Pair_int_ p = Pair_int_{};
    p = Pair_int_{3, 4};
    int t = p.first;
    int t_1 = p.second;
    outputBuffer[0u] = t + t_1;
    Pair_float_ p_1 = Pair_float_{};
    p_1 = Pair_float_{1.5f, 2.5f};
    float t_2 = p_1.first;
    float t_3 = p_1.second;
    outputBuffer[1u] = int((t_2 + t_3) * 10.0f);
    array<int, 3> values = array<int, 3>{};
    values = array<int, 3>{5, 6, 7};
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_4 = s_1;
            int t_5 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        int t_6 = values[i_1];
        int t_7 = s_1 + t_6;
        int t_8 = i_1 + 1;
        s_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer[2u] = s;
    Pair_Pair_int_ nested = Pair_Pair_int_{};
    nested = Pair_Pair_int_{Pair_int_{3, 4}, Pair_int_{10, 20}};
    int t_9 = nested.second.second;
    int t_10 = nested.first.first;
    outputBuffer[3u] = t_9 - t_10;
    return;
}
