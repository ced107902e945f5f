#include <metal_stdlib>
using namespace metal;
struct GlobalParams
{
    int count;
    float scale;
    int bias;
};
kernel void computeMain(device float* outputBuffer [[buffer(1)]], constant GlobalParams& globalParams [[buffer(0)]]) {
    int t = globalParams.count;
    outputBuffer[0u] = float(t);
    float t_1 = globalParams.scale;
    outputBuffer[1u] = t_1;
    int t_2 = globalParams.bias;
    outputBuffer[2u] = float(t_2);
    outputBuffer[3u] = 1.75f;
    outputBuffer[4u] = 2.0f;
    outputBuffer[5u] = 4.0f;
    return;
}
