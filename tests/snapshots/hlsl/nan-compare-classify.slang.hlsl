static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float> inputs : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
int compareMask(float x, float y);
void computeMain_1();
int compareMask(float x, float y) {
    int t;
    if (x == y) {
        t = 1;
    } else {
        t = 0;
    }
    int t_1;
    if (x != y) {
        t_1 = 2;
    } else {
        t_1 = 0;
    }
    int t_2;
    if (x < y) {
        t_2 = 4;
    } else {
        t_2 = 0;
    }
    int t_3;
    if (x <= y) {
        t_3 = 8;
    } else {
        t_3 = 0;
    }
    int t_4;
    if (x > y) {
        t_4 = 16;
    } else {
        t_4 = 0;
    }
    int t_5;
    if (x >= y) {
        t_5 = 32;
    } else {
        t_5 = 0;
    }
    return t | t_1 | t_2 | t_3 | t_4 | t_5;
}
void computeMain_1() {
    float t_6 = inputs[0u];
    float t_7 = inputs[1u];
    float t_8 = inputs[2u];
    float t_9 = inputs[3u];
    int t_10 = compareMask(t_6, t_6);
    int t_11 = compareMask(t_6, t_9);
    int t_12 = compareMask(t_9, t_6);
    outputBuffer[0u] = t_10 | t_11 << (8 & 31) | t_12 << (16 & 31);
    int t_13 = compareMask(asfloat(0xffc00000u), asfloat(0xffc00000u));
    int t_14 = compareMask(asfloat(0xffc00000u), 1.0f);
    int t_15 = compareMask(t_9, t_9);
    outputBuffer[1u] = t_13 | t_14 << (8 & 31) | t_15 << (16 & 31);
    int t_16;
    if (isnan(t_6)) {
        t_16 = 1;
    } else {
        t_16 = 0;
    }
    int t_17;
    if (isinf(t_6)) {
        t_17 = 2;
    } else {
        t_17 = 0;
    }
    int t_18;
    if (isfinite(t_6)) {
        t_18 = 4;
    } else {
        t_18 = 0;
    }
    int t_19;
    if (isnan(t_7)) {
        t_19 = 1;
    } else {
        t_19 = 0;
    }
    int t_20;
    if (isinf(t_7)) {
        t_20 = 2;
    } else {
        t_20 = 0;
    }
    int t_21;
    if (isfinite(t_7)) {
        t_21 = 4;
    } else {
        t_21 = 0;
    }
    int t_22;
    if (isnan(t_8)) {
        t_22 = 1;
    } else {
        t_22 = 0;
    }
    int t_23;
    if (isinf(t_8)) {
        t_23 = 2;
    } else {
        t_23 = 0;
    }
    int t_24;
    if (isfinite(t_8)) {
        t_24 = 4;
    } else {
        t_24 = 0;
    }
    int t_25;
    if (isnan(t_9)) {
        t_25 = 1;
    } else {
        t_25 = 0;
    }
    int t_26;
    if (isinf(t_9)) {
        t_26 = 2;
    } else {
        t_26 = 0;
    }
    int t_27;
    if (isfinite(t_9)) {
        t_27 = 4;
    } else {
        t_27 = 0;
    }
    outputBuffer[2u] = t_16 | t_17 | t_18 | (t_19 | t_20 | t_21) << (4 & 31) | (t_22 | t_23 | t_24) << (8 & 31) | (t_25 | t_26 | t_27) << (12 & 31) | 65536;
    float3 t_28 = float3(t_6, t_7, t_9);
    bool3 t_29 = isnan(t_28);
    bool3 t_30 = isinf(t_28);
    bool3 t_31 = isfinite(t_28);
    int t_32;
    if (t_29.x) {
        t_32 = 1;
    } else {
        t_32 = 0;
    }
    int t_33;
    if (t_29.y) {
        t_33 = 2;
    } else {
        t_33 = 0;
    }
    int t_34;
    if (t_29.z) {
        t_34 = 4;
    } else {
        t_34 = 0;
    }
    int t_35;
    if (t_30.x) {
        t_35 = 8;
    } else {
        t_35 = 0;
    }
    int t_36;
    if (t_30.y) {
        t_36 = 16;
    } else {
        t_36 = 0;
    }
    int t_37;
    if (t_30.z) {
        t_37 = 32;
    } else {
        t_37 = 0;
    }
    int t_38;
    if (t_31.x) {
        t_38 = 64;
    } else {
        t_38 = 0;
    }
    int t_39;
    if (t_31.y) {
        t_39 = 128;
    } else {
        t_39 = 0;
    }
    int t_40;
    if (t_31.z) {
        t_40 = 256;
    } else {
        t_40 = 0;
    }
    outputBuffer[3u] = t_32 | t_33 | t_34 | t_35 | t_36 | t_37 | t_38 | t_39 | t_40;
    float2 t_41 = float2(t_6, t_9);
    bool2 t_42 = t_41 != t_41;
    bool2 t_43 = t_41 == t_41;
    int t_44;
    if (t_42.x) {
        t_44 = 1;
    } else {
        t_44 = 0;
    }
    int t_45;
    if (t_42.y) {
        t_45 = 2;
    } else {
        t_45 = 0;
    }
    int t_46;
    if (t_43.x) {
        t_46 = 4;
    } else {
        t_46 = 0;
    }
    int t_47;
    if (t_43.y) {
        t_47 = 8;
    } else {
        t_47 = 0;
    }
    outputBuffer[4u] = t_44 | t_45 | t_46 | t_47;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
