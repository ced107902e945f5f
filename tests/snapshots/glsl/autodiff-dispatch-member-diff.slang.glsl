#version 450
struct IShape_area_dispatch_fwd_Result
{
    float p;
    float d;
};
struct IShape
{
    uint typeId;
};
struct IShape_area_dispatch_1_fwd_Result
{
    float p;
    float d;
};
struct IShape_blend_dispatch_fwd_Result
{
    float p;
    float d;
};
struct IShape_blend_dispatch_1_bwd_Grads
{
    float f0;
    float f1;
};
struct IShape_area_dispatch_2_bwd_Grads
{
    float f0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
IShape_area_dispatch_fwd_Result IShape_area_dispatch_fwd(IShape p, float p_1, float p_2);
IShape_area_dispatch_1_fwd_Result IShape_area_dispatch_1_fwd(IShape p_3, float p_4, float p_5);
IShape_blend_dispatch_fwd_Result IShape_blend_dispatch_fwd(IShape p_6, float p_7, float p_8, float p_9, float p_10);
IShape_blend_dispatch_1_bwd_Grads IShape_blend_dispatch_1_bwd(IShape p_11, float p_12, float p_13, float p_14);
IShape_area_dispatch_2_bwd_Grads IShape_area_dispatch_2_bwd(IShape p_15, float p_16, float p_17);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    IShape t_2;
    switch (t_1) {
    case 0u:
    {
        t_2 = IShape(t_1);
        break;
    }
    case 1u:
    {
        t_2 = IShape(t_1);
        break;
    }
    default: {
        t_2 = IShape(t_1);
        break;
    }
    }
    uint t_3 = t_1 + 1u;
    IShape t_4;
    switch (t_3) {
    case 0u:
    {
        t_4 = IShape(t_3);
        break;
    }
    case 1u:
    {
        t_4 = IShape(t_3);
        break;
    }
    default: {
        t_4 = IShape(t_3);
        break;
    }
    }
    IShape_area_dispatch_fwd_Result t_5 = IShape_area_dispatch_fwd(t_2, 3.0, 1.0);
    outputBuffer.data[0u] = t_5.d;
    IShape_area_dispatch_1_fwd_Result t_6 = IShape_area_dispatch_1_fwd(t_4, 2.0, 1.0);
    outputBuffer.data[1u] = t_6.d;
    IShape_blend_dispatch_fwd_Result t_7 = IShape_blend_dispatch_fwd(t_2, 2.0, 1.0, 5.0, 0.5);
    outputBuffer.data[2u] = t_7.p;
    outputBuffer.data[3u] = t_7.d;
    IShape_blend_dispatch_1_bwd_Grads t_8 = IShape_blend_dispatch_1_bwd(t_4, 2.0, 4.0, 2.0);
    outputBuffer.data[4u] = t_8.f0;
    outputBuffer.data[5u] = t_8.f1;
    IShape_area_dispatch_2_bwd_Grads t_9 = IShape_area_dispatch_2_bwd(t_2, 2.0, 0.5);
    outputBuffer.data[6u] = t_9.f0;
    outputBuffer.data[7u] = 2.0;
    return;
}
IShape_area_dispatch_fwd_Result IShape_area_dispatch_fwd(IShape p, float p_1, float p_2) {
    float t_10;
    float t_11;
    switch (p.typeId) {
    case 0u:
    {
        float t_12 = p_1 * p_2;
        float t_13 = p_1 * p_1;
        float t_14 = t_12 + t_12;
        t_10 = t_13;
        t_11 = t_14;
        break;
    }
    case 1u:
    {
        float t_15 = p_1 * p_1;
        float t_16 = p_1 * p_2;
        float t_17 = t_15 * p_1;
        float t_18 = p_1 * (t_16 + t_16) + t_15 * p_2;
        t_10 = t_17;
        t_11 = t_18;
        break;
    }
    default: {
        float t_19 = 0.0;
        float t_20 = 0.0;
        t_10 = t_19;
        t_11 = t_20;
        break;
    }
    }
    return IShape_area_dispatch_fwd_Result(t_10, t_11);
}
IShape_area_dispatch_1_fwd_Result IShape_area_dispatch_1_fwd(IShape p_3, float p_4, float p_5) {
    float t_21;
    float t_22;
    switch (p_3.typeId) {
    case 0u:
    {
        float t_23 = p_4 * p_5;
        float t_24 = p_4 * p_4;
        float t_25 = t_23 + t_23;
        t_21 = t_24;
        t_22 = t_25;
        break;
    }
    case 1u:
    {
        float t_26 = p_4 * p_4;
        float t_27 = p_4 * p_5;
        float t_28 = t_26 * p_4;
        float t_29 = p_4 * (t_27 + t_27) + t_26 * p_5;
        t_21 = t_28;
        t_22 = t_29;
        break;
    }
    default: {
        float t_30 = 0.0;
        float t_31 = 0.0;
        t_21 = t_30;
        t_22 = t_31;
        break;
    }
    }
    return IShape_area_dispatch_1_fwd_Result(t_21, t_22);
}
IShape_blend_dispatch_fwd_Result IShape_blend_dispatch_fwd(IShape p_6, float p_7, float p_8, float p_9, float p_10) {
    float t_32;
    float t_33;
    switch (p_6.typeId) {
    case 0u:
    {
        float t_34 = p_7 * p_9;
        float t_35 = p_9 * p_8 + p_7 * p_10;
        t_32 = t_34;
        t_33 = t_35;
        break;
    }
    case 1u:
    {
        float t_36 = p_9 * p_10;
        float t_37 = 3.0 * p_7 + p_9 * p_9;
        float t_38 = 3.0 * p_8 + (t_36 + t_36);
        t_32 = t_37;
        t_33 = t_38;
        break;
    }
    default: {
        float t_39 = 0.0;
        float t_40 = 0.0;
        t_32 = t_39;
        t_33 = t_40;
        break;
    }
    }
    return IShape_blend_dispatch_fwd_Result(t_32, t_33);
}
IShape_blend_dispatch_1_bwd_Grads IShape_blend_dispatch_1_bwd(IShape p_11, float p_12, float p_13, float p_14) {
    float t_41;
    float t_42;
    switch (p_11.typeId) {
    case 0u:
    {
        float t_43 = p_13 * p_14;
        float t_44 = p_12 * p_14;
        t_41 = t_43;
        t_42 = t_44;
        break;
    }
    case 1u:
    {
        float t_45 = p_13 * p_14;
        float t_46 = 3.0 * p_14;
        float t_47 = t_45 + t_45;
        t_41 = t_46;
        t_42 = t_47;
        break;
    }
    default: {
        float t_48 = 0.0;
        float t_49 = 0.0;
        t_41 = t_48;
        t_42 = t_49;
        break;
    }
    }
    return IShape_blend_dispatch_1_bwd_Grads(t_41, t_42);
}
IShape_area_dispatch_2_bwd_Grads IShape_area_dispatch_2_bwd(IShape p_15, float p_16, float p_17) {
    float t_50;
    switch (p_15.typeId) {
    case 0u:
    {
        float t_51 = p_16 * p_17;
        t_50 = t_51 + t_51;
        break;
    }
    case 1u:
    {
        float t_52 = p_16 * (p_16 * p_17);
        t_50 = p_16 * p_16 * p_17 + t_52 + t_52;
        break;
    }
    default: {
        t_50 = 0.0;
        break;
    }
    }
    return IShape_area_dispatch_2_bwd_Grads(t_50);
}
