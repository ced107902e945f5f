static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] Texture2D<float4> tex : register(t0, space0);
[[vk::binding(1, 0)]] Texture2DArray<float4> layers : register(t1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint t_2 = t_1 % 3u;
    int2 t_3 = (int2)(uint2(t_1, 3u - t_1) >> ((uint2)t_2 & uint2(31u, 31u)));
    int t_4 = (int)t_2;
    float4 t_5 = tex.Load(int3(int3(t_3, t_4)));
    float4 t_6 = tex.Load(int3(int3(t_3, t_4)));
    outputBuffer[t_1] = t_5.x + t_5.y * 10.0f;
    outputBuffer[4u + t_1] = (float)(all(t_5 == t_6) ? 1 : 0);
    uint t_7 = t_1 & 1u;
    float4 t_8 = layers.Load(int4(int4((int3)uint3(1u, t_1 >> (t_7 & 31u), 1u), (int)t_7)));
    outputBuffer[8u + t_1] = t_8.x + t_8.y * 10.0f;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
