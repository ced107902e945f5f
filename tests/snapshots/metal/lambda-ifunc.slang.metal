#include <metal_stdlib>
using namespace metal;
struct Vec4
{
    array<float, 4> data;
};
struct _Lambda23
{
    float c;
};
struct _IFunc1_float_float_
{
    uint typeId;
    _Lambda23 p0;
};
void Vec4_map(thread Vec4& p, _IFunc1_float_float_ p_1);
void Vec4_map(thread Vec4& p, _IFunc1_float_float_ p_1) {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t = p.data[i_1];
        float t_1;
        for (;;) {
            float t_2 = p_1.p0.c;
            if (t > 2.5f) {
                t_1 = t * t_2;
                break;
            } else {
                t_1 = t + t_2;
                break;
            }
            t_1 = 0.0f;
            break;
        }
        p.data[i_1] = t_1;
        i_1 = i_1 + 1;
        continue;
    }
    return;
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    outputBuffer[0u] = 6.0f;
    outputBuffer[1u] = 9.0f;
    outputBuffer[2u] = 12.5f;
    Vec4 t_3 = Vec4{};
    t_3 = Vec4{array<float, 4>{1.0f, 2.0f, 3.0f, 4.0f}};
    Vec4_map(t_3, _IFunc1_float_float_{0u, _Lambda23{10.0f}});
    float t_4 = t_3.data[0];
    Vec4 t_5 = t_3;
    outputBuffer[3u] = t_4;
    outputBuffer[4u] = t_5.data[3];
    outputBuffer[5u] = 7.0f;
    outputBuffer[6u] = 5.0f;
    outputBuffer[7u] = 3.0f;
    return;
}
