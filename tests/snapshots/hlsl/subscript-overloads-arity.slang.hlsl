[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    float g[3][4] = {{0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
    float t[3][4] = {{0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
    g = t;
    g[0][0] = 1.5f;
    g[0][2] = 2.5f;
    g[1][3] = 4.0f;
    float t_1[3][4] = g;
    float this_1[3][4] = {{0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
    this_1 = t_1;
    float t_2 = this_1[1][3];
    float t_3[3][4] = g;
    float this_2[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float t_4[4] = t_3[0];
    this_2 = t_4;
    float t_5 = this_2[2];
    g[2][0] = t_2 + t_5;
    float t_6[3][4] = g;
    float t_7[4] = t_6[0];
    outputBuffer[0u] = t_7[0];
    float t_8[3][4] = g;
    float this_3[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    float t_9[4] = t_8[0];
    this_3 = t_9;
    float t_10 = this_3[2];
    outputBuffer[1u] = t_10;
    float t_11[3][4] = g;
    float this_4[3][4] = {{0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
    this_4 = t_11;
    float t_12 = this_4[1][3];
    outputBuffer[2u] = t_12;
    float t_13[3][4] = g;
    float this_5[3][4] = {{0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
    this_5 = t_13;
    float t_14 = this_5[2][0];
    outputBuffer[3u] = t_14;
    float t_15 = g[0][2];
    outputBuffer[4u] = t_15;
    float t_16[3][4] = g;
    float this_6[3][4] = {{0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f, 0.0f}};
    this_6 = t_16;
    float t_17 = this_6[0][0];
    outputBuffer[5u] = t_17;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
