#include <metal_stdlib>
using namespace metal;
float2 core_asinh(float2 x);
float3 core_atanh_1(float3 x_1);
float2x2 core_acosh_4(float2x2 x_2);
float2x2 core_atanh_4(float2x2 x_3);
float core_refract(float i, float n, float p);
int3 core_sign_8(uint3 x_4);
kernel void computeMain(device int* inputs [[buffer(0)]], device int* outputBuffer [[buffer(1)]]) {
    int t = inputs[0u];
    int t_1 = inputs[1u];
    float t_2 = float(t);
    outputBuffer[0u] = int(rint(log(t_2 + sqrt(t_2 * t_2 - 1.0f)) * 1000.0f));
    float2 t_3 = core_asinh(float2(int2(t, t_1)));
    outputBuffer[1u] = int(rint(t_3.y * 1000.0f));
    float3 t_4 = core_atanh_1(float3(0.0f, 0.0f, 0.0f));
    float t_5 = t_2 * 0.25f;
    outputBuffer[2u] = int(rint((t_4.z + 0.5f * log((1.0f + t_5) / (1.0f - t_5))) * 1000.0f));
    float2x2 t_6 = float2x2(float2(1.5f, 2.0f), float2(t_2, 3.0f));
    float2x2 t_7 = core_acosh_4(t_6);
    outputBuffer[3u] = int(rint((t_7[1].x + t_7[0].y * 10.0f) * 1000.0f));
    float2x2 x_5 = float2x2{};
    x_5 = t_6;
    float2x2 r = float2x2{};
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
    float2x2 t_10 = r;
    float2x2 t_11 = float2x2(float2(0.125f, 0.125f), float2(0.125f, 0.125f));
    float2x2 t_12 = core_atanh_4(float2x2(t_6[0] * t_11[0], t_6[1] * t_11[1]));
    outputBuffer[4u] = int(rint((t_10[1].y + t_12[0].x) * 1000.0f));
    float t_13 = float(t_1);
    float t_14 = abs(t_13);
    outputBuffer[5u] = int(rint((t_14 + abs(t_13 - 4.0f) * 10.0f) * 1000.0f));
    outputBuffer[6u] = int(rint(t_13 / t_14 * 1000.0f));
    outputBuffer[7u] = int(rint((0.5f - 2.0f * t_13 * 0.5f * t_13) * 1000.0f));
    outputBuffer[8u] = int(rint(select(-2.0f, 2.0f, 1.0f * t_13 < 0.0f) * 1000.0f));
    float t_15 = core_refract(0.6f, -1.0f, 0.5f);
    outputBuffer[9u] = int(rint(t_15 * 1000.0f));
    int t_16 = inputs[2u];
    uint t_17 = uint(t_16);
    outputBuffer[10u] = int(uint(abs(int(t_17))));
    int t_18 = inputs[3u];
    outputBuffer[11u] = int(uint3(abs(int3(uint3(t_17, uint(t_18), 0u)))).y);
    ushort t_19 = ushort(t_17);
    outputBuffer[12u] = int(ushort(abs(short(t_19))));
    outputBuffer[13u] = int(ulong(abs(long(ulong(t_17)))) >> (ulong(32) & ulong(63)));
    int t_20 = inputs[4u];
    outputBuffer[14u] = select(0, 1, t_17 != 0u) + select(0, 1, uint(t_20) != 0u) * 10;
    int t_21 = inputs[3u];
    int3 t_22 = core_sign_8(uint3(t_17, 0u, uint(t_21)));
    outputBuffer[15u] = t_22.x + t_22.y * 10 + t_22.z * 100;
    int t_23 = inputs[4u];
    outputBuffer[16u] = select(0, 1, ushort(t_23) != ushort(0)) + select(0, 1, t_19 != ushort(0)) * 10;
    return;
}
float2 core_asinh(float2 x) {
    float t_24 = x.x;
    float t_25;
    for (;;) {
        if (t_24 < 0.0f) {
            t_25 = -log(-t_24 + sqrt(t_24 * t_24 + 1.0f));
            break;
        }
        t_25 = log(t_24 + sqrt(t_24 * t_24 + 1.0f));
        break;
    }
    float t_26 = x.y;
    float t_27;
    for (;;) {
        if (t_26 < 0.0f) {
            t_27 = -log(-t_26 + sqrt(t_26 * t_26 + 1.0f));
            break;
        }
        t_27 = log(t_26 + sqrt(t_26 * t_26 + 1.0f));
        break;
    }
    return float2(t_25, t_27);
}
float3 core_atanh_1(float3 x_1) {
    float t_28 = x_1.x;
    float t_29 = x_1.y;
    float t_30 = x_1.z;
    return float3(0.5f * log((1.0f + t_28) / (1.0f - t_28)), 0.5f * log((1.0f + t_29) / (1.0f - t_29)), 0.5f * log((1.0f + t_30) / (1.0f - t_30)));
}
float2x2 core_acosh_4(float2x2 x_2) {
    float2x2 x_6 = float2x2{};
    x_6 = x_2;
    float2x2 r_1 = float2x2{};
    int i_3;
    int i_4 = 0;
    for (;;) {
        if (i_4 < 2) {
        } else {
            i_3 = i_4;
            break;
        }
        float2 t_31 = x_6[i_4];
        float t_32 = t_31.x;
        float t_33 = t_31.y;
        r_1[i_4] = float2(log(t_32 + sqrt(t_32 * t_32 - 1.0f)), log(t_33 + sqrt(t_33 * t_33 - 1.0f)));
        i_4 = i_4 + 1;
        continue;
    }
    float2x2 t_34 = r_1;
    return t_34;
}
float2x2 core_atanh_4(float2x2 x_3) {
    float2x2 x_7 = float2x2{};
    x_7 = x_3;
    float2x2 r_2 = float2x2{};
    int i_5;
    int i_6 = 0;
    for (;;) {
        if (i_6 < 2) {
        } else {
            i_5 = i_6;
            break;
        }
        float2 t_35 = x_7[i_6];
        float t_36 = t_35.x;
        float t_37 = t_35.y;
        r_2[i_6] = float2(0.5f * log((1.0f + t_36) / (1.0f - t_36)), 0.5f * log((1.0f + t_37) / (1.0f - t_37)));
        i_6 = i_6 + 1;
        continue;
    }
    float2x2 t_38 = r_2;
    return t_38;
}
float core_refract(float i, float n, float p) {
    float t_39 = n * i;
    float t_40 = 1.0f - p * p * (1.0f - t_39 * t_39);
    float t_41;
    if (t_40 < 0.0f) {
        t_41 = 0.0f;
    } else {
        t_41 = p * i - (p * t_39 + sqrt(t_40)) * n;
    }
    return t_41;
}
int3 core_sign_8(uint3 x_4) {
    bool3 c = bool3{};
    c = x_4 != uint3(0u, 0u, 0u);
    int3 a = int3{};
    a = int3(1, 1, 1);
    int3 b = int3{};
    b = int3(0, 0, 0);
    int3 r_3 = int3{};
    int i_7;
    int i_8 = 0;
    for (;;) {
        if (i_8 < 3) {
        } else {
            i_7 = i_8;
            break;
        }
        bool t_42 = c[i_8];
        int t_43;
        if (t_42) {
            int t_44 = a[i_8];
            t_43 = t_44;
        } else {
            int t_45 = b[i_8];
            t_43 = t_45;
        }
        r_3[i_8] = t_43;
        i_8 = i_8 + 1;
        continue;
    }
    int3 t_46 = r_3;
    return t_46;
}
