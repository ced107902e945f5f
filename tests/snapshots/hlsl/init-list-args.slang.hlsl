struct P
{
    float x;
    float y;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 21.0f;
    outputBuffer[1u] = 7654.0f;
    outputBuffer[2u] = 453.0f;
    P t = {1.0f, 2.0f};
    P t_1 = {3.0f, 4.0f};
    P a = (P)0;
    a = t;
    P b = (P)0;
    b = t_1;
    float t_2 = a.x;
    float t_3 = b.x;
    float t_4 = a.y;
    float t_5 = b.y;
    P t_6 = {t_2 + t_3, t_4 + t_5};
    P p = (P)0;
    p = t_6;
    float t_7 = p.x;
    float t_8 = p.y;
    outputBuffer[3u] = t_7 * 10.0f + t_8;
    outputBuffer[4u] = 5.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
