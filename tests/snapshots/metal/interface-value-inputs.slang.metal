#include <metal_stdlib>
using namespace metal;
struct IShape_AnyValue16
{
    uint2 rtti;
    uint2 witness;
    uint d0;
    uint d1;
    uint d2;
    uint d3;
};
struct IScale_float_AnyValue4
{
    uint2 rtti;
    uint2 witness;
    uint d0;
};
struct Params_mem
{
    int bias;
    IShape_AnyValue16 shape;
};
struct GlobalParams
{
    Params_mem gParams;
};
struct Square
{
    float side;
};
struct IShape
{
    uint typeId;
    Square p0;
};
struct Times_float_
{
    float k;
};
struct IScale_float_
{
    uint typeId;
    Times_float_ p0;
};
kernel void computeMain(const device IShape_AnyValue16* shapes [[buffer(1)]], const device IScale_float_AnyValue4* scales [[buffer(2)]], constant GlobalParams& globalParams [[buffer(0)]], device float* outputBuffer [[buffer(3)]]) {
    uint2 t = shapes[0u].witness;
    uint t_1 = shapes[0u].d0;
    uint t_2 = t.x;
    IShape t_3;
    switch (t_2) {
    case 7u:
    {
        t_3 = IShape{t_2, Square{as_type<float>(t_1)}};
        break;
    }
    default: {
        t_3 = IShape{t_2, Square{0.0f}};
        break;
    }
    }
    float t_4 = t_3.p0.side;
    outputBuffer[0u] = t_4 * t_4;
    uint2 t_5 = shapes[1u].witness;
    uint t_6 = shapes[1u].d0;
    uint t_7 = t_5.x;
    IShape t_8;
    switch (t_7) {
    case 7u:
    {
        t_8 = IShape{t_7, Square{as_type<float>(t_6)}};
        break;
    }
    default: {
        t_8 = IShape{t_7, Square{0.0f}};
        break;
    }
    }
    float t_9 = t_8.p0.side;
    outputBuffer[1u] = t_9 * t_9;
    uint2 t_10 = scales[0u].witness;
    uint t_11 = scales[0u].d0;
    uint t_12 = t_10.x;
    IScale_float_ t_13;
    switch (t_12) {
    case 2u:
    {
        t_13 = IScale_float_{t_12, Times_float_{as_type<float>(t_11)}};
        break;
    }
    default: {
        t_13 = IScale_float_{t_12, Times_float_{0.0f}};
        break;
    }
    }
    outputBuffer[2u] = 2.5f * t_13.p0.k;
    uint2 t_14 = globalParams.gParams.shape.witness;
    uint t_15 = globalParams.gParams.shape.d0;
    uint t_16 = t_14.x;
    IShape t_17;
    switch (t_16) {
    case 7u:
    {
        t_17 = IShape{t_16, Square{as_type<float>(t_15)}};
        break;
    }
    default: {
        t_17 = IShape{t_16, Square{0.0f}};
        break;
    }
    }
    float t_18 = t_17.p0.side;
    int t_19 = globalParams.gParams.bias;
    outputBuffer[3u] = t_18 * t_18 + float(t_19);
    outputBuffer[4u] = 4.0f;
    return;
}
