struct W
{
    float v;
};
struct Twice_W_
{
    W inner;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
float dropFirst(W p, W p_1, Twice_W_ p_2);
void computeMain_1() {
    outputBuffer[0u] = 25.0f;
    W t = {1.0f};
    W t_1 = {2.0f};
    Twice_W_ t_2 = {{4.0f}};
    float t_3 = dropFirst(t, t_1, t_2);
    outputBuffer[1u] = t_3;
    outputBuffer[2u] = 203.0f;
    float t_4[3] = {1.5f, 2.0f, 0.5f};
    float xs[3] = {0.0f, 0.0f, 0.0f};
    xs = t_4;
    float s;
    int i;
    float s_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_5 = s_1;
            int t_6 = i_1;
            s = t_5;
            i = t_6;
            break;
        }
        float t_7 = xs[i_1];
        float t_8 = s_1 + t_7;
        int t_9 = i_1 + 1;
        s_1 = t_8;
        i_1 = t_9;
        continue;
    }
    outputBuffer[3u] = s;
    outputBuffer[4u] = 0.0f;
    return;
}
float dropFirst(W p, W p_1, Twice_W_ p_2) {
    W t_10 = p_2.inner;
    return 0.0f + p_1.v + 2.0f * t_10.v + 200.0f;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
