#include <metal_stdlib>
using namespace metal;
struct Inner
{
    float2 p;
    float q;
};
struct Params
{
    float3 v;
    float w;
    array<float, 3> f;
    array<float2, 2> g;
    array<float3, 2> h;
    Inner s;
    float after;
    array<Inner, 2> t;
    float2 last;
};
struct GlobalParams
{
    Params params;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    float3 t_1 = globalParams.params.v;
    outputBuffer[0u] = t_1.z;
    float t_2 = globalParams.params.w;
    outputBuffer[1u] = t_2;
    float t_3 = globalParams.params.f[0];
    outputBuffer[2u] = t_3;
    float t_4 = globalParams.params.f[2];
    outputBuffer[3u] = t_4;
    float2 t_5 = globalParams.params.g[1];
    outputBuffer[4u] = t_5.y;
    float3 t_6 = globalParams.params.h[1];
    outputBuffer[5u] = t_6.z;
    float2 t_7 = globalParams.params.s.p;
    outputBuffer[6u] = t_7.y;
    float t_8 = globalParams.params.s.q;
    outputBuffer[7u] = t_8;
    float t_9 = globalParams.params.after;
    outputBuffer[8u] = t_9;
    float2 t_10 = globalParams.params.t[1].p;
    outputBuffer[9u] = t_10.x;
    float t_11 = globalParams.params.t[1].q;
    outputBuffer[10u] = t_11;
    float2 t_12 = globalParams.params.last;
    outputBuffer[11u] = t_12.y;
    float t_13 = globalParams.params.f[1];
    outputBuffer[12u] = t_13;
    float2 t_14 = globalParams.params.t[1].p;
    outputBuffer[13u] = t_14.y;
    int t_15 = int(t.x) + 1;
    float t_16 = globalParams.params.f[t_15];
    outputBuffer[14u] = t_16;
    float2 t_17 = globalParams.params.g[t_15];
    outputBuffer[15u] = t_17.x;
    return;
}
