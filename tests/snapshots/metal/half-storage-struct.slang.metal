#include <metal_stdlib>
using namespace metal;
struct S
{
    half a;
    half3 v;
    float f;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]], device S* inputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    half t = inputBuffer[0u].a;
    half3 t_1 = inputBuffer[0u].v;
    float t_2 = inputBuffer[0u].f;
    outputBuffer[0u] = int(t * 4.0h);
    half t_3 = t_1.z;
    outputBuffer[1u] = int((t_1.x + t_1.y + t_3) * 2.0h);
    outputBuffer[2u] = int(float(t_3) * t_2);
    outputBuffer[3u] = int(dot(t_1, half3(1.0h, 2.0h, 3.0h)) * 4.0h);
    outputBuffer[4u] = int(sqrt(half(t_2) + 6.0h));
    outputBuffer[5u] = 9997;
    outputBuffer[6u] = select(0, 1, all(t_1 > half3(0.0h, 0.0h, 0.0h)));
    outputBuffer[7u] = int(max(t, t_3));
    return;
}
