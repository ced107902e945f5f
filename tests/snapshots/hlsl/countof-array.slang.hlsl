static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    float t_2[3] = {1.0f, 2.0f, (float)t_1};
    float s[3] = {0.0f, 0.0f, 0.0f};
    s = t_2;
    int total;
    int i;
    int total_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_3 = total_1;
            int t_4 = i_1;
            total = t_3;
            i = t_4;
            break;
        }
        float t_5 = s[i_1];
        int t_6 = total_1 + (int)t_5;
        int t_7 = i_1 + 1;
        total_1 = t_6;
        i_1 = t_7;
        continue;
    }
    outputBuffer[t_1] = 75 + total * 100;
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
