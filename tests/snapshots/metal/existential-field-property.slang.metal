#include <metal_stdlib>
using namespace metal;
struct Plain
{
    int pad;
    int value;
};
struct Doubled
{
    int half_1;
};
struct ICounter
{
    uint typeId;
    Plain p0;
    Doubled p1;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = int(t.x);
    ICounter t_2;
    for (;;) {
        if (t_1 == 0) {
            t_2 = ICounter{0u, Plain{100, 5}, Doubled{0}};
            break;
        }
        t_2 = ICounter{1u, Plain{0, 0}, Doubled{5}};
        break;
    }
    ICounter t_3;
    for (;;) {
        if (t_1 + 1 == 0) {
            t_3 = ICounter{0u, Plain{100, 5}, Doubled{0}};
            break;
        }
        t_3 = ICounter{1u, Plain{0, 0}, Doubled{5}};
        break;
    }
    uint t_4 = t_2.typeId;
    int t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = t_2.p0.value;
        break;
    }
    case 1u:
    {
        t_5 = t_2.p1.half_1 * 2;
        break;
    }
    default: {
        t_5 = 0;
        break;
    }
    }
    outputBuffer[0u] = t_5;
    uint t_6 = t_3.typeId;
    int t_7;
    switch (t_6) {
    case 0u:
    {
        t_7 = t_3.p0.value;
        break;
    }
    case 1u:
    {
        t_7 = t_3.p1.half_1 * 2;
        break;
    }
    default: {
        t_7 = 0;
        break;
    }
    }
    outputBuffer[1u] = t_7;
    int t_8;
    switch (t_6) {
    case 0u:
    {
        t_8 = t_3.p0.value;
        break;
    }
    case 1u:
    {
        t_8 = t_3.p1.half_1 * 2;
        break;
    }
    default: {
        t_8 = 0;
        break;
    }
    }
    int t_9;
    switch (t_4) {
    case 0u:
    {
        t_9 = t_2.p0.value;
        break;
    }
    case 1u:
    {
        t_9 = t_2.p1.half_1 * 2;
        break;
    }
    default: {
        t_9 = 0;
        break;
    }
    }
    outputBuffer[2u] = t_8 + t_9 * 100;
    outputBuffer[3u] = -6;
    return;
}
