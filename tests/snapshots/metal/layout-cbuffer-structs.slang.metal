#include <metal_stdlib>
using namespace metal;
struct One
{
    float x;
};
struct Two
{
    One o;
    float y;
};
struct Params
{
    One a;
    float b;
    array<One, 2> arr;
    Two t;
    float c;
};
struct GlobalParams
{
    Params params;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    float t = globalParams.params.a.x;
    outputBuffer[0u] = t;
    float t_1 = globalParams.params.b;
    outputBuffer[1u] = t_1;
    float t_2 = globalParams.params.arr[0].x;
    outputBuffer[2u] = t_2;
    float t_3 = globalParams.params.arr[1].x;
    outputBuffer[3u] = t_3;
    float t_4 = globalParams.params.t.o.x;
    outputBuffer[4u] = t_4;
    float t_5 = globalParams.params.t.y;
    outputBuffer[5u] = t_5;
    float t_6 = globalParams.params.c;
    outputBuffer[6u] = t_6;
    float t_7 = globalParams.params.arr[1].x;
    float t_8 = globalParams.params.t.y;
    outputBuffer[7u] = t_7 + t_8;
    return;
}
