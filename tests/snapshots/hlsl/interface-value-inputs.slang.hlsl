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
[[vk::binding(1, 0)]] StructuredBuffer<IShape_AnyValue16> shapes : register(t1, space0);
[[vk::binding(2, 0)]] StructuredBuffer<IScale_float_AnyValue4> scales : register(t2, space0);
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params_mem gParams;
};
[[vk::binding(3, 0)]] RWStructuredBuffer<float> outputBuffer : register(u3, space0);
void computeMain_1();
void computeMain_1() {
    uint2 t = shapes[0u].witness;
    uint t_1 = shapes[0u].d0;
    uint t_2 = t.x;
    IShape t_3;
    switch (t_2) {
    case 7u:
    {
        Square t_4 = {asfloat(t_1)};
        IShape t_5 = {t_2, t_4};
        t_3 = t_5;
        break;
    }
    default: {
        Square t_6 = {0.0f};
        IShape t_7 = {t_2, t_6};
        t_3 = t_7;
        break;
    }
    }
    Square t_8 = t_3.p0;
    float t_9 = t_8.side;
    outputBuffer[0u] = t_9 * t_9;
    uint2 t_10 = shapes[1u].witness;
    uint t_11 = shapes[1u].d0;
    uint t_12 = t_10.x;
    IShape t_13;
    switch (t_12) {
    case 7u:
    {
        Square t_14 = {asfloat(t_11)};
        IShape t_15 = {t_12, t_14};
        t_13 = t_15;
        break;
    }
    default: {
        Square t_16 = {0.0f};
        IShape t_17 = {t_12, t_16};
        t_13 = t_17;
        break;
    }
    }
    Square t_18 = t_13.p0;
    float t_19 = t_18.side;
    outputBuffer[1u] = t_19 * t_19;
    uint2 t_20 = scales[0u].witness;
    uint t_21 = scales[0u].d0;
    uint t_22 = t_20.x;
    IScale_float_ t_23;
    switch (t_22) {
    case 2u:
    {
        Times_float_ t_24 = {asfloat(t_21)};
        IScale_float_ t_25 = {t_22, t_24};
        t_23 = t_25;
        break;
    }
    default: {
        Times_float_ t_26 = {0.0f};
        IScale_float_ t_27 = {t_22, t_26};
        t_23 = t_27;
        break;
    }
    }
    Times_float_ t_28 = t_23.p0;
    outputBuffer[2u] = 2.5f * t_28.k;
    uint2 t_29 = gParams.shape.witness;
    uint t_30 = gParams.shape.d0;
    uint t_31 = t_29.x;
    IShape t_32;
    switch (t_31) {
    case 7u:
    {
        Square t_33 = {asfloat(t_30)};
        IShape t_34 = {t_31, t_33};
        t_32 = t_34;
        break;
    }
    default: {
        Square t_35 = {0.0f};
        IShape t_36 = {t_31, t_35};
        t_32 = t_36;
        break;
    }
    }
    Square t_37 = t_32.p0;
    float t_38 = t_37.side;
    int t_39 = gParams.bias;
    outputBuffer[3u] = t_38 * t_38 + (float)t_39;
    outputBuffer[4u] = 4.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
