#include <metal_stdlib>
using namespace metal;
struct P
{
    float x;
    float y;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 21.0f;
    outputBuffer[1u] = 7654.0f;
    outputBuffer[2u] = 453.0f;
    P a = P{};
    a = P{1.0f, 2.0f};
    P b = P{};
    b = P{3.0f, 4.0f};
    float t = a.x;
    float t_1 = b.x;
    float t_2 = a.y;
    float t_3 = b.y;
    P p = P{};
    p = P{t + t_1, t_2 + t_3};
    float t_4 = p.x;
    float t_5 = p.y;
    outputBuffer[3u] = t_4 * 10.0f + t_5;
    outputBuffer[4u] = 5.0f;
    return;
}
