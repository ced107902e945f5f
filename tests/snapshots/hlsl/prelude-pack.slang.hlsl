static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> inputs : register(u1, space0);
void computeMain_1();
uint core_pack_clamp_u8(int4 v);
uint core_packSnorm4x8(float4 v_1);
void computeMain_1() {
    uint t = inputs[0u];
    uint4 t_1 = uint4(t, t >> (8u & 31u), t >> (16u & 31u), t >> (24u & 31u)) & uint4(255u, 255u, 255u, 255u);
    outputBuffer[0u] = t_1.x + (t_1.y << (8u & 31u)) + (t_1.z << (16u & 31u)) + (t_1.w << (24u & 31u)) - t;
    int4 t_2 = int4((int)(t << (24u & 31u)), (int)(t << (16u & 31u)), (int)(t << (8u & 31u)), (int)t) >> (int4(24, 24, 24, 24) & int4(31, 31, 31, 31));
    outputBuffer[1u] = (uint)(t_2.x + t_2.y + t_2.z + t_2.w + 1000);
    outputBuffer[2u] = 83690239u;
    uint t_3 = core_pack_clamp_u8(int4(-5, 300, 7, 255));
    outputBuffer[3u] = t_3;
    outputBuffer[4u] = 33521536u;
    uint t_4 = inputs[1u];
    float t_5 = asfloat(t_4);
    uint t_6 = inputs[2u];
    float t_7 = asfloat(t_6);
    uint t_8 = inputs[3u];
    float t_9 = asfloat(t_8);
    uint4 t_10 = (uint4)round(saturate(float4(t_5, t_7, t_9, 2.0f)) * float4(255.0f, 255.0f, 255.0f, 255.0f)) & uint4(255u, 255u, 255u, 255u);
    outputBuffer[5u] = t_10.x | t_10.y << (8u & 31u) | t_10.z << (16u & 31u) | t_10.w << (24u & 31u);
    uint t_11 = core_packSnorm4x8(float4(t_5, t_7, t_9, -2.0f));
    outputBuffer[6u] = t_11;
    uint2 t_12 = (uint2)round(saturate(float2(t_9, t_5)) * float2(65535.0f, 65535.0f)) & uint2(65535u, 65535u);
    outputBuffer[7u] = t_12.x | t_12.y << (16u & 31u);
    uint2 t_13 = (uint2)(int2)round(clamp(float2(t_7, t_5), float2(-1.0f, -1.0f), float2(1.0f, 1.0f)) * float2(32767.0f, 32767.0f)) & uint2(65535u, 65535u);
    outputBuffer[8u] = t_13.x | t_13.y << (16u & 31u);
    uint2 t_14 = uint2(f32tof16(t_5), f32tof16(t_7)) & uint2(65535u, 65535u);
    outputBuffer[9u] = t_14.x | t_14.y << (16u & 31u);
    uint t_15 = inputs[4u];
    outputBuffer[10u] = asuint(f16tof32(t_15 & 65535u) + f16tof32(t_15 >> (16u & 31u)) * 4.0f);
    outputBuffer[11u] = 10100u;
    outputBuffer[12u] = 2891u;
    outputBuffer[13u] = 10u;
    outputBuffer[14u] = 910u;
    uint t_16 = inputs[4u];
    uint t_17 = inputs[4u];
    uint2 x = (uint2)0u;
    x = uint2(t_16 >> (16u & 31u), t_17);
    float2 r = (float2)0.0f;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        uint t_18 = x[i_1];
        r[i_1] = f16tof32(t_18);
        i_1 = i_1 + 1;
        continue;
    }
    float2 t_19 = r;
    uint t_20 = outputBuffer[10u];
    outputBuffer[10u] = t_20 + (asuint(t_19.x) - asuint(t_19.y));
    uint4 t_21 = t_1 + uint4(1u, 1u, 1u, 1u) & uint4(255u, 255u, 255u, 255u);
    outputBuffer[15u] = t_21.x | t_21.y << (8u & 31u) | t_21.z << (16u & 31u) | t_21.w << (24u & 31u);
    return;
}
uint core_pack_clamp_u8(int4 v) {
    uint4 t_22 = (uint4)clamp(v, int4(0, 0, 0, 0), int4(255, 255, 255, 255)) & uint4(255u, 255u, 255u, 255u);
    return t_22.x | t_22.y << (8u & 31u) | t_22.z << (16u & 31u) | t_22.w << (24u & 31u);
}
uint core_packSnorm4x8(float4 v_1) {
    uint4 t_23 = (uint4)(int4)round(clamp(v_1, float4(-1.0f, -1.0f, -1.0f, -1.0f), float4(1.0f, 1.0f, 1.0f, 1.0f)) * float4(127.0f, 127.0f, 127.0f, 127.0f)) & uint4(255u, 255u, 255u, 255u);
    return t_23.x | t_23.y << (8u & 31u) | t_23.z << (16u & 31u) | t_23.w << (24u & 31u);
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
