static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
float core_copysign_12(float x, float y);
float2 core_copysign_13(float2 x_1, float2 y_1);
half core_copysign_14(half x_2, half y_2);
half2 core_copysign_15(half2 x_3, half2 y_3);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    float t_1 = (float)t.x;
    float t_2 = -t_1;
    float t_3 = core_copysign_12(3.0f, t_2);
    float2 t_4 = core_copysign_13(float2(-1.5f, 2.0f), float2(1.0f, -4.0f));
    outputBuffer[0u] = (int)(t_3 * 10.0f) * 100 + (int)(t_4.x * 10.0f) + (int)t_4.y;
    half t_5 = core_copysign_14(3.0h, (half)t_2);
    half2 t_6 = core_copysign_15(half2(-1.5h, 2.0h), half2(1.0h, -4.0h));
    float3 t_7 = (float3)half3(t_5, t_6.x, t_6.y);
    outputBuffer[1u] = (int)(t_7.x * 10.0f) * 100 + (int)(t_7.y * 10.0f) + (int)t_7.z;
    outputBuffer[2u] = 35;
    outputBuffer[3u] = 3;
    outputBuffer[4u] = 4;
    outputBuffer[5u] = 77;
    outputBuffer[6u] = 16;
    outputBuffer[7u] = 32;
    outputBuffer[8u] = -100;
    outputBuffer[9u] = 100;
    outputBuffer[10u] = (int)max(min(t_1, 2.0f), min(max(t_1, 2.0f), 7.0f));
    outputBuffer[11u] = 6;
    return;
}
float core_copysign_12(float x, float y) {
    float r;
    int i;
    float r_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 1) {
        } else {
            float t_8 = r_1;
            int t_9 = i_1;
            r = t_8;
            i = t_9;
            break;
        }
        float t_10 = (asuint(y) & 2147483648u) != 0u ? -1.0f : 1.0f;
        int t_11 = i_1 + 1;
        r_1 = t_10;
        i_1 = t_11;
        continue;
    }
    float r_2;
    int i_2;
    float r_3 = 0.0f;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 1) {
        } else {
            float t_12 = r_3;
            int t_13 = i_3;
            r_2 = t_12;
            i_2 = t_13;
            break;
        }
        float t_14 = abs(x) * r;
        int t_15 = i_3 + 1;
        r_3 = t_14;
        i_3 = t_15;
        continue;
    }
    return r_2;
}
float2 core_copysign_13(float2 x_1, float2 y_1) {
    bool2 c = (bool2)false;
    c = (asuint(y_1) & uint2(2147483648u, 2147483648u)) != uint2(0u, 0u);
    float2 a = (float2)0.0f;
    a = float2(-1.0f, -1.0f);
    float2 b = (float2)0.0f;
    b = float2(1.0f, 1.0f);
    float2 r_4 = (float2)0.0f;
    int i_4;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 2) {
        } else {
            i_4 = i_5;
            break;
        }
        bool t_16 = c[i_5];
        float t_17;
        if (t_16) {
            float t_18 = a[i_5];
            t_17 = t_18;
        } else {
            float t_19 = b[i_5];
            t_17 = t_19;
        }
        r_4[i_5] = t_17;
        i_5 = i_5 + 1;
        continue;
    }
    float2 t_20 = r_4;
    float2 t_21 = abs(x_1) * t_20;
    bool2 c_1 = (bool2)false;
    c_1 = y_1 == float2(0.0f, 0.0f);
    float2 a_1 = (float2)0.0f;
    a_1 = t_21;
    float2 b_1 = (float2)0.0f;
    b_1 = t_21;
    float2 r_5 = (float2)0.0f;
    int i_6;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 2) {
        } else {
            i_6 = i_7;
            break;
        }
        bool t_22 = c_1[i_7];
        float t_23;
        if (t_22) {
            float t_24 = a_1[i_7];
            t_23 = t_24;
        } else {
            float t_25 = b_1[i_7];
            t_23 = t_25;
        }
        r_5[i_7] = t_23;
        i_7 = i_7 + 1;
        continue;
    }
    float2 t_26 = r_5;
    return t_26;
}
half core_copysign_14(half x_2, half y_2) {
    half r_6;
    int i_8;
    half r_7 = 0.0h;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 1) {
        } else {
            half t_27 = r_7;
            int t_28 = i_9;
            r_6 = t_27;
            i_8 = t_28;
            break;
        }
        half t_29 = (asuint((float)y_2) & 2147483648u) != 0u ? -1.0h : 1.0h;
        int t_30 = i_9 + 1;
        r_7 = t_29;
        i_9 = t_30;
        continue;
    }
    half r_8;
    int i_10;
    half r_9 = 0.0h;
    int i_11 = 0;
    for (;;) {
        if (i_11 < 1) {
        } else {
            half t_31 = r_9;
            int t_32 = i_11;
            r_8 = t_31;
            i_10 = t_32;
            break;
        }
        half t_33 = abs(x_2) * r_6;
        int t_34 = i_11 + 1;
        r_9 = t_33;
        i_11 = t_34;
        continue;
    }
    return r_8;
}
half2 core_copysign_15(half2 x_3, half2 y_3) {
    bool2 c_2 = (bool2)false;
    c_2 = (asuint((float2)y_3) & uint2(2147483648u, 2147483648u)) != uint2(0u, 0u);
    half2 a_2 = (half2)0.0h;
    a_2 = half2(-1.0h, -1.0h);
    half2 b_2 = (half2)0.0h;
    b_2 = half2(1.0h, 1.0h);
    half2 r_10 = (half2)0.0h;
    int i_12;
    int i_13 = 0;
    for (;;) {
        if (i_13 < 2) {
        } else {
            i_12 = i_13;
            break;
        }
        bool t_35 = c_2[i_13];
        half t_36;
        if (t_35) {
            half t_37 = a_2[i_13];
            t_36 = t_37;
        } else {
            half t_38 = b_2[i_13];
            t_36 = t_38;
        }
        r_10[i_13] = t_36;
        i_13 = i_13 + 1;
        continue;
    }
    half2 t_39 = r_10;
    half2 t_40 = abs(x_3) * t_39;
    bool2 c_3 = (bool2)false;
    c_3 = y_3 == half2(0.0h, 0.0h);
    half2 a_3 = (half2)0.0h;
    a_3 = t_40;
    half2 b_3 = (half2)0.0h;
    b_3 = t_40;
    half2 r_11 = (half2)0.0h;
    int i_14;
    int i_15 = 0;
    for (;;) {
        if (i_15 < 2) {
        } else {
            i_14 = i_15;
            break;
        }
        bool t_41 = c_3[i_15];
        half t_42;
        if (t_41) {
            half t_43 = a_3[i_15];
            t_42 = t_43;
        } else {
            half t_44 = b_3[i_15];
            t_42 = t_44;
        }
        r_11[i_15] = t_42;
        i_15 = i_15 + 1;
        continue;
    }
    half2 t_45 = r_11;
    return t_45;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
