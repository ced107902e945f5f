#include <metal_stdlib>
using namespace metal;
struct Ramp
{
    float start;
};
struct Squares
{
    float scale;
};
struct ITable
{
    uint typeId;
    Ramp p0;
    Squares p1;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int k;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 2) {
        } else {
            k = k_1;
            break;
        }
        ITable t;
        for (;;) {
            if (k_1 == 0) {
                t = ITable{0u, Ramp{10.0f}, Squares{0.0f}};
                break;
            }
            t = ITable{1u, Ramp{0.0f}, Squares{0.5f}};
            break;
        }
        int t_1 = 4 * k_1;
        uint t_2 = t.typeId;
        float t_3;
        switch (t_2) {
        case 0u:
        {
            t_3 = t.p0.start + 3.0f;
            break;
        }
        case 1u:
        {
            t_3 = t.p1.scale * 9.0f;
            break;
        }
        default: {
            t_3 = 0.0f;
            break;
        }
        }
        outputBuffer[uint(t_1)] = t_3;
        float t_4;
        switch (t_2) {
        case 0u:
        {
            t_4 = t.p0.start + 4.0f;
            break;
        }
        case 1u:
        {
            t_4 = t.p1.scale * 16.0f;
            break;
        }
        default: {
            t_4 = 0.0f;
            break;
        }
        }
        outputBuffer[uint(t_1 + 1)] = t_4;
        float t_5;
        switch (t_2) {
        case 0u:
        {
            t_5 = t.p0.start + 5.0f;
            break;
        }
        case 1u:
        {
            t_5 = t.p1.scale * 25.0f;
            break;
        }
        default: {
            t_5 = 0.0f;
            break;
        }
        }
        outputBuffer[uint(t_1 + 2)] = t_5;
        k_1 = k_1 + 1;
        continue;
    }
    outputBuffer[3u] = 72.0f;
    outputBuffer[7u] = 2.0f;
    return;
}
