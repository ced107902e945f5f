#include <metal_stdlib>
using namespace metal;
struct Add
{
    float bias;
};
struct IBinary
{
    uint typeId;
    Add p0;
};
kernel void computeMain(const device int* selectors [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 6.0f;
    outputBuffer[2u] = 103.0f;
    outputBuffer[3u] = 10.0f;
    outputBuffer[4u] = 6.0f;
    int t = selectors[0u];
    IBinary t_1;
    for (;;) {
        if (t == 0) {
            t_1 = IBinary{0u, Add{0.5f}};
            break;
        }
        t_1 = IBinary{1u, Add{0.0f}};
        break;
    }
    int t_2 = selectors[1u];
    IBinary t_3;
    for (;;) {
        if (t_2 == 0) {
            t_3 = IBinary{0u, Add{0.5f}};
            break;
        }
        t_3 = IBinary{1u, Add{0.0f}};
        break;
    }
    uint t_4 = t_1.typeId;
    float t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = 5.0f + t_1.p0.bias;
        break;
    }
    case 1u:
    {
        t_5 = 6.0f;
        break;
    }
    default: {
        t_5 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_5;
    uint t_6 = t_3.typeId;
    float t_7;
    switch (t_6) {
    case 0u:
    {
        t_7 = 5.0f + t_3.p0.bias;
        break;
    }
    case 1u:
    {
        t_7 = 6.0f;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_7;
    float t_8;
    switch (t_4) {
    case 0u:
    {
        t_8 = 2.0f + t_1.p0.bias;
        break;
    }
    case 1u:
    {
        t_8 = 1.0f;
        break;
    }
    default: {
        t_8 = 0.0f;
        break;
    }
    }
    float t_9;
    switch (t_6) {
    case 0u:
    {
        t_9 = t_8 + 4.0f + t_3.p0.bias;
        break;
    }
    case 1u:
    {
        t_9 = t_8 * 4.0f;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_9;
    return;
}
