[[vk::binding(0, 0)]] Texture2D<float4> t4 : register(t0, space0);
[[vk::binding(1, 0)]] Texture2D<float2> t2 : register(t1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<float> outputBuffer : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    float4 t = t4.Load(int3(int3(1, 2, 0)));
    float4 t_1 = t + float4(1.0f, 1.0f, 1.0f, 1.0f);
    float2 t_2 = t2.Load(int3(int3(0, 0, 0)));
    float2 t_3 = t_2 + float2(1.0f, 1.0f);
    outputBuffer[0u] = dot(t_1, t_1) + 2.0f;
    outputBuffer[1u] = dot(t_3, t_3) + 3.0f;
    uint size, size_1, levels;
    t4.GetDimensions(0, size, size_1, levels);
    uint2 t_4 = uint2(size, size_1);
    outputBuffer[2u] = (float)(int)(t_4.x * t_4.y);
    uint size_2, size_3, levels_1;
    t2.GetDimensions(0, size_2, size_3, levels_1);
    uint2 t_5 = uint2(size_2, size_3);
    outputBuffer[3u] = (float)(int)(t_5.x * t_5.y);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
