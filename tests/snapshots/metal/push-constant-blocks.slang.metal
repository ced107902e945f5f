#include <metal_stdlib>
using namespace metal;
struct Push_1
{
    float scale;
    int count;
    uint offset;
};
kernel void computeMain(device int* outputBuffer [[buffer(0)]], constant Push_1& Push [[buffer(30)]]) {
    float t = Push.scale;
    outputBuffer[0u] = int(t * 2.0f);
    int t_1 = Push.count;
    outputBuffer[1u] = t_1 + 1;
    uint t_2 = Push.offset;
    int t_3 = Push.count;
    outputBuffer[2u] = int(t_2) * t_3;
    float t_4 = Push.scale;
    int t_5 = Push.count;
    outputBuffer[3u] = int(t_4 * float(t_5));
    return;
}
