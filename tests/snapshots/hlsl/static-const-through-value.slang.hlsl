static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    float r[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    uint i;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 8u) {
        } else {
            i = i_1;
            break;
        }
        r[i_1] = (float)i_1 * 0.5f;
        i_1 = i_1 + 1u;
        continue;
    }
    float t[8] = r;
    float r_1[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    r_1 = t;
    float b[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float c[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    uint i_2;
    uint i_3 = 0u;
    for (;;) {
        if (i_3 < 4u) {
        } else {
            i_2 = i_3;
            break;
        }
        uint t_1 = i_3 + 1u;
        float t_2 = r_1[t_1];
        b[i_3] = t_2;
        i_3 = t_1;
        continue;
    }
    uint i_4;
    uint i_5 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        c[i_5] = (float)i_5;
        i_5 = i_5 + 1u;
        continue;
    }
    outputBuffer[0u] = 8.0f;
    float t_3 = r_1[7];
    outputBuffer[1u] = t_3;
    float t_4 = b[0];
    float t_5 = b[3];
    outputBuffer[2u] = t_4 + t_5;
    outputBuffer[3u] = 4.0f;
    float t_6 = c[3];
    outputBuffer[4u] = t_6 + 3.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
