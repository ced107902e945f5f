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
    Record r = Record{};
    r = Record{t_2, t_3, t_4};
    Record o = Record{};
    int t_5 = r.a;
    o.a = t_5 * 10;
    float t_6 = r.b;
    o.b = t_6 * 2.0f;
    int2 t_7 = r.c;
    int2 t_8 = r.c;
    int2 t_9 = r.c;
    int2 t_10 = r.c;
    o.c = int2(t_7.x + t_8.y, t_9.y - t_10.x);
    Record t_11 = o;
    outputBuffer[t_1].a = t_11.a;
    outputBuffer[t_1].b = t_11.b;
    outputBuffer[t_1].c = t_11.c;
    return;
}
