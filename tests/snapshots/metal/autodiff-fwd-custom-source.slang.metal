#include <metal_stdlib>
using namespace metal;
struct once_fwd_Result
{
    float p;
    float d;
};
struct twice_fwd_Result
{
    float p;
    float d;
};
once_fwd_Result once_fwd();
twice_fwd_Result twice_fwd();
once_fwd_Result once_fwd() {
    return once_fwd_Result{0.9f, 1.0f};
}
twice_fwd_Result twice_fwd() {
    float t;
    float t_1;
    uint i;
    float t_2 = 1.0f;
    float t_3 = 0.0f;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            float t_4 = t_2;
            float t_5 = t_3;
            uint t_6 = i_1;
            t = t_4;
            t_1 = t_5;
            i = t_6;
            break;
        }
        float t_7 = t_2 * 0.9f;
        float t_8 = 0.9f * t_3 + t_2 * (1.0f + float(i_1));
        uint t_9 = i_1 + 1u;
        t_2 = t_7;
        t_3 = t_8;
        i_1 = t_9;
        continue;
    }
    return twice_fwd_Result{t, t_1};
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    once_fwd_Result t_10 = once_fwd();
    outputBuffer[0u] = t_10.p;
    outputBuffer[1u] = t_10.d;
    twice_fwd_Result t_11 = twice_fwd();
    outputBuffer[2u] = t_11.p;
    outputBuffer[3u] = t_11.d;
    return;
}
