#version 450
struct IShape_AnyValue16
{
    uvec2 rtti;
    uvec2 witness;
    uint d0;
    uint d1;
    uint d2;
    uint d3;
};
struct IScale_float_AnyValue4
{
    uvec2 rtti;
    uvec2 witness;
    uint d0;
};
struct Params_mem
{
    int bias;
    IShape_AnyValue16 shape;
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    IShape_AnyValue16[] data;
} shapes;
layout(std430, binding = 2, set = 0) readonly buffer StructuredBuffer_block_1
{
    IScale_float_AnyValue4[] data;
} scales;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params_mem gParams;
} globalParams;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uvec2 t = shapes.data[0u].witness;
    uint t_1 = shapes.data[0u].d0;
    uint t_2 = t.x;
    IShape t_3;
    switch (t_2) {
    case 7u:
    {
        t_3 = IShape(t_2, Square(uintBitsToFloat(t_1)));
        break;
    }
    default: {
        t_3 = IShape(t_2, Square(0.0));
        break;
    }
    }
    float t_4 = t_3.p0.side;
    outputBuffer.data[0u] = t_4 * t_4;
    uvec2 t_5 = shapes.data[1u].witness;
    uint t_6 = shapes.data[1u].d0;
    uint t_7 = t_5.x;
    IShape t_8;
    switch (t_7) {
    case 7u:
    {
        t_8 = IShape(t_7, Square(uintBitsToFloat(t_6)));
        break;
    }
    default: {
        t_8 = IShape(t_7, Square(0.0));
        break;
    }
    }
    float t_9 = t_8.p0.side;
    outputBuffer.data[1u] = t_9 * t_9;
    uvec2 t_10 = scales.data[0u].witness;
    uint t_11 = scales.data[0u].d0;
    uint t_12 = t_10.x;
    IScale_float_ t_13;
    switch (t_12) {
    case 2u:
    {
        t_13 = IScale_float_(t_12, Times_float_(uintBitsToFloat(t_11)));
        break;
    }
    default: {
        t_13 = IScale_float_(t_12, Times_float_(0.0));
        break;
    }
    }
    outputBuffer.data[2u] = 2.5 * t_13.p0.k;
    uvec2 t_14 = globalParams.gParams.shape.witness;
    uint t_15 = globalParams.gParams.shape.d0;
    uint t_16 = t_14.x;
    IShape t_17;
    switch (t_16) {
    case 7u:
    {
        t_17 = IShape(t_16, Square(uintBitsToFloat(t_15)));
        break;
    }
    default: {
        t_17 = IShape(t_16, Square(0.0));
        break;
    }
    }
    float t_18 = t_17.p0.side;
    int t_19 = globalParams.gParams.bias;
    outputBuffer.data[3u] = t_18 * t_18 + float(t_19);
    outputBuffer.data[4u] = 4.0;
    return;
}
