struct Add
{
    float bias;
};
struct IBinary
{
    uint typeId;
    Add p0;
};
[[vk::binding(0, 0)]] StructuredBuffer<int> selectors : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 3.0f;
    outputBuffer[1u] = 6.0f;
    outputBuffer[2u] = 103.0f;
    outputBuffer[3u] = 10.0f;
    outputBuffer[4u] = 6.0f;
    int t = selectors[0u];
    IBinary t_1;
    for (;;) {
        if (t == 0) {
            IBinary t_2 = {0u, {0.5f}};
            t_1 = t_2;
            break;
        }
        IBinary t_3 = {1u, {0.0f}};
        t_1 = t_3;
        break;
    }
    int t_4 = selectors[1u];
    IBinary t_5;
    for (;;) {
        if (t_4 == 0) {
            IBinary t_6 = {0u, {0.5f}};
            t_5 = t_6;
            break;
        }
        IBinary t_7 = {1u, {0.0f}};
        t_5 = t_7;
        break;
    }
    uint t_8 = t_1.typeId;
    float t_9;
    switch (t_8) {
    case 0u:
    {
        Add t_10 = t_1.p0;
        t_9 = 5.0f + t_10.bias;
        break;
    }
    case 1u:
    {
        t_9 = 6.0f;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_9;
    uint t_11 = t_5.typeId;
    float t_12;
    switch (t_11) {
    case 0u:
    {
        Add t_13 = t_5.p0;
        t_12 = 5.0f + t_13.bias;
        break;
    }
    case 1u:
    {
        t_12 = 6.0f;
        break;
    }
    default: {
        t_12 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_12;
    float t_14;
    switch (t_8) {
    case 0u:
    {
        Add t_15 = t_1.p0;
        t_14 = 2.0f + t_15.bias;
        break;
    }
    case 1u:
    {
        t_14 = 1.0f;
        break;
    }
    default: {
        t_14 = 0.0f;
        break;
    }
    }
    float t_16;
    switch (t_11) {
    case 0u:
    {
        Add t_17 = t_5.p0;
        t_16 = t_14 + 4.0f + t_17.bias;
        break;
    }
    case 1u:
    {
        t_16 = t_14 * 4.0f;
        break;
    }
    default: {
        t_16 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_16;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
