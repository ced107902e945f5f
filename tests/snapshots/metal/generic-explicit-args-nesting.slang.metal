#include <metal_stdlib>
using namespace metal;
struct W
{
    float v;
};
struct Twice_W_
{
    W inner;
};
float dropFirst(W p, W p_1, Twice_W_ p_2);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 25.0f;
    float t = dropFirst(W{1.0f}, W{2.0f}, Twice_W_{W{4.0f}});
    outputBuffer[1u] = t;
    outputBuffer[2u] = 203.0f;
    array<float, 3> xs = array<float, 3>{};
    xs = array<float, 3>{1.5f, 2.0f, 0.5f};
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_1 = s_1;
            int t_2 = i_1;
            s = t_1;
            i = t_2;
            break;
        }
        float t_3 = xs[i_1];
        float t_4 = s_1 + t_3;
        int t_5 = i_1 + 1;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer[3u] = s;
    outputBuffer[4u] = 0.0f;
    return;
}
float dropFirst(W p, W p_1, Twice_W_ p_2) {
    return 0.0f + p_1.v + 2.0f * p_2.inner.v + 200.0f;
}
