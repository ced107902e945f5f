struct Params
{
    float3 scale;
    int count;
};
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Params params;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = params.count;
    outputBuffer[0u] = t * 2;
    float3 t_1 = params.scale;
    float3 t_2 = params.scale;
    outputBuffer[1u] = (int)(t_1.x * t_2.y * 10.0f);
    float3 t_3 = params.scale;
    int t_4 = params.count;
    outputBuffer[2u] = (int)t_3.z + t_4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
