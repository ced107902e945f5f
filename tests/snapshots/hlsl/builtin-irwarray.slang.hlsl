static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int3 t[2] = {int3(1, 2, 3), int3(4, 5, 6)};
    float t_1[4] = {1.0f, 2.0f, 3.0f, 4.0f};
    float t_2[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    t_2 = t_1;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t_3 = t_2[i_1];
        t_2[i_1] = t_3 * 2.0f;
        i_1 = i_1 + 1;
        continue;
    }
    float t_4[4] = t_2;
    float3 t_5 = (float3)0.0f;
    t_5 = float3(5.0f, 6.0f, 7.0f);
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        float t_6 = t_5[i_3];
        t_5[i_3] = t_6 * 0.5f;
        i_3 = i_3 + 1;
        continue;
    }
    float3 t_7 = t_5;
    float a[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    a = t_4;
    float t_8 = a[0];
    float t_9 = a[3];
    outputBuffer[0u] = t_8 + t_9;
    float3 a_1 = (float3)0.0f;
    a_1 = t_7;
    float t_10 = a_1[0];
    float t_11 = a_1[2];
    outputBuffer[1u] = t_10 + t_11;
    int3 a_2[2] = {(int3)0, (int3)0};
    a_2 = t;
    int3 t_12 = a_2[0];
    int3 t_13 = a_2[1];
    int3 t_14 = t_12 + t_13;
    outputBuffer[2u] = (float)(t_14.x * 100 + t_14.y * 10 + t_14.z);
    outputBuffer[3u] = t_4[1];
    outputBuffer[4u] = 9.5f;
    outputBuffer[5u] = t_7.y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
