#include <metal_stdlib>
using namespace metal;
struct Inner
{
    int x;
    int y;
};
struct Outer
{
    float scale;
    Inner inner;
    int tail;
};
struct GlobalParams
{
    int a;
    float b;
    int c;
    Outer o;
};
kernel void computeMain(constant GlobalParams& globalParams [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    int t = globalParams.a;
    outputBuffer[0u] = t;
    float t_1 = globalParams.b;
    outputBuffer[1u] = int(t_1);
    int t_2 = globalParams.c;
    outputBuffer[2u] = t_2;
    float t_3 = globalParams.o.scale;
    outputBuffer[3u] = int(t_3 * 2.0f);
    int t_4 = globalParams.o.inner.x;
    outputBuffer[4u] = t_4;
    int t_5 = globalParams.o.inner.y;
    outputBuffer[5u] = t_5;
    int t_6 = globalParams.o.tail;
    outputBuffer[6u] = t_6;
    return;
}
