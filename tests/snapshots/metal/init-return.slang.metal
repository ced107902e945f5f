#include <metal_stdlib>
using namespace metal;
struct Pt
{
    int x;
};
void Pt_init_1(thread Pt& p, int p_1, int p_2);
void Pt_init_1(thread Pt& p, int p_1, int p_2) {
    int t = p_1 + p_2;
    int t_1;
    int t_2 = 0;
    for (;;) {
        int t_3;
        if (t > 10) {
            t_1 = t * 2;
            break;
        } else {
            t_3 = t_2;
        }
        int t_4 = t + 1;
        if (t < 0) {
            t_1 = t_4;
            break;
        }
        t_1 = t_4 * 10;
        break;
    }
    p = Pt{t_1};
    return;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 24;
    outputBuffer[1u] = 40;
    outputBuffer[2u] = -3;
    Pt t_5 = Pt{};
    Pt_init_1(t_5, 1, 2);
    Pt t_6 = t_5;
    outputBuffer[3u] = t_6.x;
    outputBuffer[4u] = 214;
    return;
}
