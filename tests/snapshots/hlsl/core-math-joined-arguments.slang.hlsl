[[vk::binding(0, 0)]] RWStructuredBuffer<int> inputs : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
float2 core_asinh(float2 x);
float3 core_atanh_1(float3 x_1);
float2x2 core_acosh_4(row_major float2x2 x_2);
float2x2 core_atanh_4(row_major float2x2 x_3);
float core_refract(float i, float n, float p);
int3 core_sign_8(uint3 x_4);
void computeMain_1() {
    int t = inputs[0u];
    int t_1 = inputs[1u];
    float t_2 = (float)t;
    outputBuffer[0u] = (int)round(log(t_2 + sqrt(t_2 * t_2 - 1.0f)) * 1000.0f);
    float2 t_3 = core_asinh((float2)int2(t, t_1));
    outputBuffer[1u] = (int)round(t_3.y * 1000.0f);
    float3 t_4 = core_atanh_1(float3(0.0f, 0.0f, 0.0f));
    float t_5 = t_2 * 0.25f;
    outputBuffer[2u] = (int)round((t_4.z + 0.5f * log((1.0f + t_5) / (1.0f - t_5))) * 1000.0f);
    row_major float2x2 t_6 = float2x2(float2(1.5f, 2.0f), float2(t_2, 3.0f));
    row_major float2x2 t_7 = core_acosh_4(t_6);
    outputBuffer[3u] = (int)round((t_7[1].x + t_7[0].y * 10.0f) * 1000.0f);
    row_major float2x2 x_5 = (float2x2)0.0f;
    x_5 = t_6;
    row_major float2x2 r = (float2x2)0.0f;
    int i_1;
    int i_2 = 0;
    for (;;) {
        if (i_2 < 2) {
        } else {
            i_1 = i_2;
            break;
        }
        float2 t_8 = x_5[i_2];
        float2 t_9 = core_asinh(t_8);
        r[i_2] = t_9;
        i_2 = i_2 + 1;
        continue;
    }
    row_major float2x2 t_10 = r;
    row_major float2x2 t_11 = core_atanh_4(float2x2(t_6[0] * float2x2(float2(0.125f, 0.125f), float2(0.125f, 0.125f))[0], t_6[1] * float2x2(float2(0.125f, 0.125f), float2(0.125f, 0.125f))[1]));
    outputBuffer[4u] = (int)round((t_10[1].y + t_11[0].x) * 1000.0f);
    float t_12 = (float)t_1;
    float t_13 = abs(t_12);
    outputBuffer[5u] = (int)round((t_13 + abs(t_12 - 4.0f) * 10.0f) * 1000.0f);
    outputBuffer[6u] = (int)round(t_12 / t_13 * 1000.0f);
    outputBuffer[7u] = (int)round((0.5f - 2.0f * t_12 * 0.5f * t_12) * 1000.0f);
    outputBuffer[8u] = (int)round((1.0f * t_12 < 0.0f ? 2.0f : -2.0f) * 1000.0f);
    float t_14 = core_refract(0.6f, -1.0f, 0.5f);
    outputBuffer[9u] = (int)round(t_14 * 1000.0f);
    int t_15 = inputs[2u];
    uint t_16 = (uint)t_15;
    outputBuffer[10u] = (int)(uint)abs((int)t_16);
    int t_17 = inputs[3u];
    outputBuffer[11u] = (int)((uint3)abs((int3)uint3(t_16, (uint)t_17, 0u))).y;
    uint16_t t_18 = (uint16_t)t_16;
    outputBuffer[12u] = (int)(uint16_t)abs((int16_t)t_18);
    outputBuffer[13u] = (int)((uint64_t)abs((int64_t)(uint64_t)t_16) >> (32ull & 63ull));
    int t_19 = inputs[4u];
    outputBuffer[14u] = (t_16 != 0u ? 1 : 0) + ((uint)t_19 != 0u ? 1 : 0) * 10;
    int t_20 = inputs[3u];
    int3 t_21 = core_sign_8(uint3(t_16, 0u, (uint)t_20));
    outputBuffer[15u] = t_21.x + t_21.y * 10 + t_21.z * 100;
    int t_22 = inputs[4u];
    outputBuffer[16u] = ((uint16_t)t_22 != uint16_t(0) ? 1 : 0) + (t_18 != uint16_t(0) ? 1 : 0) * 10;
    return;
}
float2 core_asinh(float2 x) {
    float t_23 = x.x;
    float t_24;
    for (;;) {
        if (t_23 < 0.0f) {
            t_24 = -log(-t_23 + sqrt(t_23 * t_23 + 1.0f));
            break;
        }
        t_24 = log(t_23 + sqrt(t_23 * t_23 + 1.0f));
        break;
    }
    float t_25 = x.y;
    float t_26;
    for (;;) {
        if (t_25 < 0.0f) {
            t_26 = -log(-t_25 + sqrt(t_25 * t_25 + 1.0f));
            break;
        }
        t_26 = log(t_25 + sqrt(t_25 * t_25 + 1.0f));
        break;
    }
    return float2(t_24, t_26);
}
float3 core_atanh_1(float3 x_1) {
    float t_27 = x_1.x;
    float t_28 = x_1.y;
    float t_29 = x_1.z;
    return float3(0.5f * log((1.0f + t_27) / (1.0f - t_27)), 0.5f * log((1.0f + t_28) / (1.0f - t_28)), 0.5f * log((1.0f + t_29) / (1.0f - t_29)));
}
float2x2 core_acosh_4(row_major float2x2 x_2) {
    row_major float2x2 x_6 = (float2x2)0.0f;
    x_6 = x_2;
    row_major float2x2 r_1 = (float2x2)0.0f;
    int i_3;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 2) {
        } else {
            i_3 = i_4;
            break;
        }
        float2 t_30 = x_6[i_4];
        float t_31 = t_30.x;
        float t_32 = t_30.y;
        r_1[i_4] = float2(log(t_31 + sqrt(t_31 * t_31 - 1.0f)), log(t_32 + sqrt(t_32 * t_32 - 1.0f)));
        i_4 = i_4 + 1;
        continue;
    }
    row_major float2x2 t_33 = r_1;
    return t_33;
}
float2x2 core_atanh_4(row_major float2x2 x_3) {
    row_major float2x2 x_7 = (float2x2)0.0f;
    x_7 = x_3;
    row_major float2x2 r_2 = (float2x2)0.0f;
    int i_5;
    int i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        float2 t_34 = x_7[i_6];
        float t_35 = t_34.x;
        float t_36 = t_34.y;
        r_2[i_6] = float2(0.5f * log((1.0f + t_35) / (1.0f - t_35)), 0.5f * log((1.0f + t_36) / (1.0f - t_36)));
        i_6 = i_6 + 1;
        continue;
    }
    row_major float2x2 t_37 = r_2;
    return t_37;
}
float core_refract(float i, float n, float p) {
    float t_38 = n * i;
    float t_39 = 1.0f - p * p * (1.0f - t_38 * t_38);
    float t_40;
    if (t_39 < 0.0f) {
        t_40 = 0.0f;
    } else {
        t_40 = p * i - (p * t_38 + sqrt(t_39)) * n;
    }
    return t_40;
}
int3 core_sign_8(uint3 x_4) {
    bool3 c = (bool3)false;
    c = x_4 != uint3(0u, 0u, 0u);
    int3 a = (int3)0;
    a = int3(1, 1, 1);
    int3 b = (int3)0;
    b = int3(0, 0, 0);
    int3 r_3 = (int3)0;
    int i_7;
    int i_8 = 0;
    for (;;) {
        if (i_8 < 3) {
        } else {
            i_7 = i_8;
            break;
        }
        bool t_41 = c[i_8];
        int t_42;
        if (t_41) {
            int t_43 = a[i_8];
            t_42 = t_43;
        } else {
            int t_44 = b[i_8];
            t_42 = t_44;
        }
        r_3[i_8] = t_42;
        i_8 = i_8 + 1;
        continue;
    }
    int3 t_45 = r_3;
    return t_45;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
