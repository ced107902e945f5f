#include <metal_stdlib>
using namespace metal;
struct Twice
{
    float k;
};
struct _Lambda25
{
    uint base;
    Twice t;
};
struct _Lambda26
{
    uint base;
};
struct _IFunc2_float_uint_float_
{
    uint typeId;
    _Lambda25 p0;
    _Lambda26 p1;
};
void invoke(_IFunc2_float_uint_float_ p, uint p_1, float p_2, device float* outputBuffer_1);
void invoke(_IFunc2_float_uint_float_ p, uint p_1, float p_2, device float* outputBuffer_1) {
    float t;
    switch (p.typeId) {
    case 0u:
    {
        _Lambda25 t_1 = p.p0;
        outputBuffer_1[t_1.base + p_1] = t_1.t.k * 2.0f * p_2;
        t = p_2;
        break;
    }
    case 1u:
    {
        outputBuffer_1[p.p1.base + p_1] = p_2 + 100.0f;
        t = p_2;
        break;
    }
    default: {
        t = 0.0f;
        break;
    }
    }
    return;
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    invoke(_IFunc2_float_uint_float_{0u, _Lambda25{0u, Twice{1.5f}}, _Lambda26{0u}}, 0u, 3.0f, outputBuffer);
    invoke(_IFunc2_float_uint_float_{0u, _Lambda25{0u, Twice{1.5f}}, _Lambda26{0u}}, 1u, 4.0f, outputBuffer);
    invoke(_IFunc2_float_uint_float_{1u, _Lambda25{0u, Twice{0.0f}}, _Lambda26{2u}}, 0u, 3.0f, outputBuffer);
    invoke(_IFunc2_float_uint_float_{1u, _Lambda25{0u, Twice{0.0f}}, _Lambda26{2u}}, 1u, 4.0f, outputBuffer);
    return;
}
