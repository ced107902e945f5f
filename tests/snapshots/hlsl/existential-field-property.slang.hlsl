struct Plain
{
    int pad;
    int value;
};
struct Doubled
{
    int half_1;
};
struct ICounter
{
    uint typeId;
    Plain p0;
    Doubled p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    ICounter t_2;
    for (;;) {
        if (t_1 == 0) {
            ICounter t_3 = {0u, {100, 5}, {0}};
            t_2 = t_3;
            break;
        }
        ICounter t_4 = {1u, {0, 0}, {5}};
        t_2 = t_4;
        break;
    }
    ICounter t_5;
    for (;;) {
        if (t_1 + 1 == 0) {
            ICounter t_6 = {0u, {100, 5}, {0}};
            t_5 = t_6;
            break;
        }
        ICounter t_7 = {1u, {0, 0}, {5}};
        t_5 = t_7;
        break;
    }
    uint t_8 = t_2.typeId;
    int t_9;
    switch (t_8) {
    case 0u:
    {
        Plain t_10 = t_2.p0;
        t_9 = t_10.value;
        break;
    }
    case 1u:
    {
        Doubled t_11 = t_2.p1;
        t_9 = t_11.half_1 * 2;
        break;
    }
    default: {
        t_9 = 0;
        break;
    }
    }
    outputBuffer[0u] = t_9;
    uint t_12 = t_5.typeId;
    int t_13;
    switch (t_12) {
    case 0u:
    {
        Plain t_14 = t_5.p0;
        t_13 = t_14.value;
        break;
    }
    case 1u:
    {
        Doubled t_15 = t_5.p1;
        t_13 = t_15.half_1 * 2;
        break;
    }
    default: {
        t_13 = 0;
        break;
    }
    }
    outputBuffer[1u] = t_13;
    int t_16;
    switch (t_12) {
    case 0u:
    {
        Plain t_17 = t_5.p0;
        t_16 = t_17.value;
        break;
    }
    case 1u:
    {
        Doubled t_18 = t_5.p1;
        t_16 = t_18.half_1 * 2;
        break;
    }
    default: {
        t_16 = 0;
        break;
    }
    }
    int t_19;
    switch (t_8) {
    case 0u:
    {
        Plain t_20 = t_2.p0;
        t_19 = t_20.value;
        break;
    }
    case 1u:
    {
        Doubled t_21 = t_2.p1;
        t_19 = t_21.half_1 * 2;
        break;
    }
    default: {
        t_19 = 0;
        break;
    }
    }
    outputBuffer[2u] = t_16 + t_19 * 100;
    outputBuffer[3u] = -6;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
