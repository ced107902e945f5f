#include <metal_stdlib>
using namespace metal;
struct Inner
{
    int2 pair;
    float scale;
};
struct Params
{
    int first;
    Inner inner;
};
struct Plain
{
    int a;
    int b;
};
struct GlobalParams
{
    Params gParams;
    Plain gPlain;
    array<Plain, 2> gPlains;
    Plain p;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(1)]], constant GlobalParams& globalParams [[buffer(0)]], const device int* gParams_data [[buffer(2)]], device int* gOnly_buf [[buffer(3)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = globalParams.gParams.first;
    outputBuffer[0u] = t;
    int t_1 = gParams_data[2u];
    outputBuffer[1u] = t_1;
    int2 t_2 = globalParams.gParams.inner.pair;
    outputBuffer[2u] = t_2.y;
    float t_3 = globalParams.gParams.inner.scale;
    outputBuffer[3u] = int(t_3 * 2.0f);
    int t_4 = gOnly_buf[1u];
    outputBuffer[4u] = t_4;
    int t_5 = globalParams.gPlain.a;
    outputBuffer[5u] = t_5;
    int t_6 = globalParams.gPlain.b;
    outputBuffer[6u] = t_6;
    int t_7 = globalParams.gPlains[0].a;
    outputBuffer[7u] = t_7;
    int t_8 = globalParams.gPlains[1].a;
    outputBuffer[8u] = t_8;
    int t_9 = globalParams.gPlains[1].b;
    outputBuffer[9u] = t_9;
    int t_10 = globalParams.p.b;
    outputBuffer[10u] = t_10;
    int t_11 = globalParams.p.a;
    outputBuffer[11u] = t_11;
    return;
}
