[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 16.0f;
    outputBuffer[1u] = 24.0f;
    outputBuffer[2u] = 27.0f;
    float r;
    int i;
    float r_1 = 1.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = r_1;
            int t_1 = i_1;
            r = t;
            i = t_1;
            break;
        }
        float t_2 = r_1 * 1.5f;
        int t_3 = i_1 + 1;
        r_1 = t_2;
        i_1 = t_3;
        continue;
    }
    outputBuffer[3u] = r;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
