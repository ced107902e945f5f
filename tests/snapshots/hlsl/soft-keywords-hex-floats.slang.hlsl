struct Fields
{
    int internal;
    int var;
    float as;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Fields t = {3, 4, 0.125f};
    Fields f = (Fields)0;
    f = t;
    int t_1[3] = {1, 2, 3};
    int values[3] = {0, 0, 0};
    values = t_1;
    int t_2 = f.internal;
    int t_3 = f.var;
    outputBuffer[0u] = (float)(t_2 + t_3 + 2);
    float t_4 = f.as;
    outputBuffer[1u] = t_4;
    outputBuffer[2u] = 3.0f;
    outputBuffer[3u] = 40.0f;
    int t_5 = values[2];
    outputBuffer[4u] = (float)t_5 + 0.5f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
