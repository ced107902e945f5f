#include <metal_stdlib>
using namespace metal;
struct Record
{
    int a;
    float b;
    int2 c;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Record* inputBuffer [[buffer(0)]], device Record* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = inputBuffer[t_1].a;
    float t_3 = inputBuffer[t_1].b;
    int2 t_4 = inputBuffer[t_1].c;
    int t_5 = t_4.x;
    int t_6 = t_4.y;
    outputBuffer[t_1].a = t_2 * 10;
    outputBuffer[t_1].b = t_3 * 2.0f;
    outputBuffer[t_1].c = int2(t_5 + t_6, t_6 - t_5);
    return;
}
