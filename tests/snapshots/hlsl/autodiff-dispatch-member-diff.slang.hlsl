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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
IShape_area_dispatch_fwd_Result IShape_area_dispatch_fwd(IShape p, float p_1, float p_2);
IShape_area_dispatch_1_fwd_Result IShape_area_dispatch_1_fwd(IShape p_3, float p_4, float p_5);
IShape_blend_dispatch_fwd_Result IShape_blend_dispatch_fwd(IShape p_6, float p_7, float p_8, float p_9, float p_10);
IShape_blend_dispatch_1_bwd_Grads IShape_blend_dispatch_1_bwd(IShape p_11, float p_12, float p_13, float p_14);
IShape_area_dispatch_2_bwd_Grads IShape_area_dispatch_2_bwd(IShape p_15, float p_16, float p_17);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    IShape t_2;
    switch (t_1) {
    case 0u:
    {
        IShape t_3 = {t_1};
        t_2 = t_3;
        break;
    }
    case 1u:
    {
        IShape t_4 = {t_1};
        t_2 = t_4;
        break;
    }
    default: {
        IShape t_5 = {t_1};
        t_2 = t_5;
        break;
    }
    }
    uint t_6 = t_1 + 1u;
    IShape t_7;
    switch (t_6) {
    case 0u:
    {
        IShape t_8 = {t_6};
        t_7 = t_8;
        break;
    }
    case 1u:
    {
        IShape t_9 = {t_6};
        t_7 = t_9;
        break;
    }
    default: {
        IShape t_10 = {t_6};
        t_7 = t_10;
        break;
    }
    }
    IShape_area_dispatch_fwd_Result t_11 = IShape_area_dispatch_fwd(t_2, 3.0f, 1.0f);
    outputBuffer[0u] = t_11.d;
    IShape_area_dispatch_1_fwd_Result t_12 = IShape_area_dispatch_1_fwd(t_7, 2.0f, 1.0f);
    outputBuffer[1u] = t_12.d;
    IShape_blend_dispatch_fwd_Result t_13 = IShape_blend_dispatch_fwd(t_2, 2.0f, 1.0f, 5.0f, 0.5f);
    outputBuffer[2u] = t_13.p;
    outputBuffer[3u] = t_13.d;
    IShape_blend_dispatch_1_bwd_Grads t_14 = IShape_blend_dispatch_1_bwd(t_7, 2.0f, 4.0f, 2.0f);
    outputBuffer[4u] = t_14.f0;
    outputBuffer[5u] = t_14.f1;
    IShape_area_dispatch_2_bwd_Grads t_15 = IShape_area_dispatch_2_bwd(t_2, 2.0f, 0.5f);
    outputBuffer[6u] = t_15.f0;
    outputBuffer[7u] = 2.0f;
    return;
}
IShape_area_dispatch_fwd_Result IShape_area_dispatch_fwd(IShape p, float p_1, float p_2) {
    float t_16;
    float t_17;
    switch (p.typeId) {
    case 0u:
    {
        float t_18 = p_1 * p_2;
        float t_19 = p_1 * p_1;
        float t_20 = t_18 + t_18;
        t_16 = t_19;
        t_17 = t_20;
        break;
    }
    case 1u:
    {
        float t_21 = p_1 * p_1;
        float t_22 = p_1 * p_2;
        float t_23 = t_21 * p_1;
        float t_24 = p_1 * (t_22 + t_22) + t_21 * p_2;
        t_16 = t_23;
        t_17 = t_24;
        break;
    }
    default: {
        float t_25 = 0.0f;
        float t_26 = 0.0f;
        t_16 = t_25;
        t_17 = t_26;
        break;
    }
    }
    IShape_area_dispatch_fwd_Result t_27 = {t_16, t_17};
    return t_27;
}
IShape_area_dispatch_1_fwd_Result IShape_area_dispatch_1_fwd(IShape p_3, float p_4, float p_5) {
    float t_28;
    float t_29;
    switch (p_3.typeId) {
    case 0u:
    {
        float t_30 = p_4 * p_5;
        float t_31 = p_4 * p_4;
        float t_32 = t_30 + t_30;
        t_28 = t_31;
        t_29 = t_32;
        break;
    }
    case 1u:
    {
        float t_33 = p_4 * p_4;
        float t_34 = p_4 * p_5;
        float t_35 = t_33 * p_4;
        float t_36 = p_4 * (t_34 + t_34) + t_33 * p_5;
        t_28 = t_35;
        t_29 = t_36;
        break;
    }
    default: {
        float t_37 = 0.0f;
        float t_38 = 0.0f;
        t_28 = t_37;
        t_29 = t_38;
        break;
    }
    }
    IShape_area_dispatch_1_fwd_Result t_39 = {t_28, t_29};
    return t_39;
}
IShape_blend_dispatch_fwd_Result IShape_blend_dispatch_fwd(IShape p_6, float p_7, float p_8, float p_9, float p_10) {
    float t_40;
    float t_41;
    switch (p_6.typeId) {
    case 0u:
    {
        float t_42 = p_7 * p_9;
        float t_43 = p_9 * p_8 + p_7 * p_10;
        t_40 = t_42;
        t_41 = t_43;
        break;
    }
    case 1u:
    {
        float t_44 = p_9 * p_10;
        float t_45 = 3.0f * p_7 + p_9 * p_9;
        float t_46 = 3.0f * p_8 + (t_44 + t_44);
        t_40 = t_45;
        t_41 = t_46;
        break;
    }
    default: {
        float t_47 = 0.0f;
        float t_48 = 0.0f;
        t_40 = t_47;
        t_41 = t_48;
        break;
    }
    }
    IShape_blend_dispatch_fwd_Result t_49 = {t_40, t_41};
    return t_49;
}
IShape_blend_dispatch_1_bwd_Grads IShape_blend_dispatch_1_bwd(IShape p_11, float p_12, float p_13, float p_14) {
    float t_50;
    float t_51;
    switch (p_11.typeId) {
    case 0u:
    {
        float t_52 = p_13 * p_14;
        float t_53 = p_12 * p_14;
        t_50 = t_52;
        t_51 = t_53;
        break;
    }
    case 1u:
    {
        float t_54 = p_13 * p_14;
        float t_55 = 3.0f * p_14;
        float t_56 = t_54 + t_54;
        t_50 = t_55;
        t_51 = t_56;
        break;
    }
    default: {
        float t_57 = 0.0f;
        float t_58 = 0.0f;
        t_50 = t_57;
        t_51 = t_58;
        break;
    }
    }
    IShape_blend_dispatch_1_bwd_Grads t_59 = {t_50, t_51};
    return t_59;
}
IShape_area_dispatch_2_bwd_Grads IShape_area_dispatch_2_bwd(IShape p_15, float p_16, float p_17) {
    float t_60;
    switch (p_15.typeId) {
    case 0u:
    {
        float t_61 = p_16 * p_17;
        t_60 = t_61 + t_61;
        break;
    }
    case 1u:
    {
        float t_62 = p_16 * (p_16 * p_17);
        t_60 = p_16 * p_16 * p_17 + t_62 + t_62;
        break;
    }
    default: {
        t_60 = 0.0f;
        break;
    }
    }
    IShape_area_dispatch_2_bwd_Grads t_63 = {t_60};
    return t_63;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
