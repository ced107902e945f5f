static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> inputs : register(u1, space0);
void computeMain();
uint packInt4x8Clamp_1(int16_t4 v);
uint pack_clamp_u8(int4 v_1);
uint packSnorm4x8(float4 v_2);
void computeMain() {
    uint t = inputs[0u];
    uint4 t_1 = uint4(t, t >> (8u & 31u), t >> (16u & 31u), t >> (24u & 31u)) & uint4(255u, 255u, 255u, 255u);
    outputBuffer[0u] = t_1.x + (t_1.y << (8u & 31u)) + (t_1.z << (16u & 31u)) + (t_1.w << (24u & 31u)) - t;
    int4 t_2 = int4((int)(t << (24u & 31u)), (int)(t << (16u & 31u)), (int)(t << (8u & 31u)), (int)t) >> (int4(24, 24, 24, 24) & int4(31, 31, 31, 31));
    outputBuffer[1u] = (uint)(t_2.x + t_2.y + t_2.z + t_2.w + 1000);
    outputBuffer[2u] = 83690239u;
    uint t_3 = pack_clamp_u8(int4(-5, 300, 7, 255));
    outputBuffer[3u] = t_3;
    uint t_4 = packInt4x8Clamp_1(int16_t4(int16_t(-200), int16_t(200), int16_t(-1), int16_t(1)));
    outputBuffer[4u] = t_4;
    uint t_5 = inputs[1u];
    float t_6 = asfloat(t_5);
    uint t_7 = inputs[2u];
    float t_8 = asfloat(t_7);
    uint t_9 = inputs[3u];
    float t_10 = asfloat(t_9);
    uint4 t_11 = (uint4)round(saturate(float4(t_6, t_8, t_10, 2.0f)) * float4(255.0f, 255.0f, 255.0f, 255.0f)) & uint4(255u, 255u, 255u, 255u);
    outputBuffer[5u] = t_11.x | t_11.y << (8u & 31u) | t_11.z << (16u & 31u) | t_11.w << (24u & 31u);
    uint t_12 = packSnorm4x8(float4(t_6, t_8, t_10, -2.0f));
    outputBuffer[6u] = t_12;
    uint2 t_13 = (uint2)round(saturate(float2(t_10, t_6)) * float2(65535.0f, 65535.0f)) & uint2(65535u, 65535u);
    outputBuffer[7u] = t_13.x | t_13.y << (16u & 31u);
    uint2 t_14 = (uint2)(int2)round(clamp(float2(t_8, t_6), float2(-1.0f, -1.0f), float2(1.0f, 1.0f)) * float2(32767.0f, 32767.0f)) & uint2(65535u, 65535u);
    outputBuffer[8u] = t_14.x | t_14.y << (16u & 31u);
    uint2 t_15 = uint2(f32tof16(t_6), f32tof16(t_8)) & uint2(65535u, 65535u);
    outputBuffer[9u] = t_15.x | t_15.y << (16u & 31u);
    uint t_16 = inputs[4u];
    outputBuffer[10u] = asuint(f16tof32(t_16 & 65535u) + f16tof32(t_16 >> (16u & 31u)) * 4.0f);
    outputBuffer[11u] = 10100u;
    outputBuffer[12u] = 2891u;
    outputBuffer[13u] = 10u;
    outputBuffer[14u] = 910u;
    uint t_17 = inputs[4u];
    uint t_18 = inputs[4u];
    uint2 x = (uint2)0u;
    x = uint2(t_17 >> (16u & 31u), t_18);
    float2 r = (float2)0.0f;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        uint t_19 = x[i_1];
        r[i_1] = f16tof32(t_19);
        i_1 = i_1 + 1;
        continue;
    }
    float2 t_20 = r;
    uint t_21 = outputBuffer[10u];
    outputBuffer[10u] = t_21 + (asuint(t_20.x) - asuint(t_20.y));
    uint4 t_22 = (uint4)((uint16_t4)t_1 + uint16_t4(uint16_t(1), uint16_t(1), uint16_t(1), uint16_t(1))) & uint4(255u, 255u, 255u, 255u);
    outputBuffer[15u] = t_22.x | t_22.y << (8u & 31u) | t_22.z << (16u & 31u) | t_22.w << (24u & 31u);
    return;
}
uint packInt4x8Clamp_1(int16_t4 v) {
    uint4 t_23 = (uint4)clamp((int4)v, int4(-128, -128, -128, -128), int4(127, 127, 127, 127)) & uint4(255u, 255u, 255u, 255u);
    return t_23.x | t_23.y << (8u & 31u) | t_23.z << (16u & 31u) | t_23.w << (24u & 31u);
}
uint pack_clamp_u8(int4 v_1) {
    uint4 t_24 = (uint4)clamp(v_1, int4(0, 0, 0, 0), int4(255, 255, 255, 255)) & uint4(255u, 255u, 255u, 255u);
    return t_24.x | t_24.y << (8u & 31u) | t_24.z << (16u & 31u) | t_24.w << (24u & 31u);
}
uint packSnorm4x8(float4 v_2) {
    uint4 t_25 = (uint4)(int4)round(clamp(v_2, float4(-1.0f, -1.0f, -1.0f, -1.0f), float4(1.0f, 1.0f, 1.0f, 1.0f)) * float4(127.0f, 127.0f, 127.0f, 127.0f)) & uint4(255u, 255u, 255u, 255u);
    return t_25.x | t_25.y << (8u & 31u) | t_25.z << (16u & 31u) | t_25.w << (24u & 31u);
}
[numthreads(1, 1, 1)]
void main(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
