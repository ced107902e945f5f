struct Ramp
{
    float start;
};
struct Squares
{
    float scale;
};
struct ITable
{
    uint typeId;
    Ramp p0;
    Squares p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int k;
    int k_1 = 0;
    for (;;) {
        if (k_1 < 2) {
        } else {
            k = k_1;
            break;
        }
        ITable t;
        for (;;) {
            if (k_1 == 0) {
                ITable t_1 = {0u, {10.0f}, {0.0f}};
                t = t_1;
                break;
            }
            ITable t_2 = {1u, {0.0f}, {0.5f}};
            t = t_2;
            break;
        }
        int t_3 = 4 * k_1;
        uint t_4 = t.typeId;
        float t_5;
        switch (t_4) {
        case 0u:
        {
            Ramp t_6 = t.p0;
            t_5 = t_6.start + 3.0f;
            break;
        }
        case 1u:
        {
            Squares t_7 = t.p1;
            t_5 = t_7.scale * 9.0f;
            break;
        }
        default: {
            t_5 = 0.0f;
            break;
        }
        }
        outputBuffer[(uint)t_3] = t_5;
        float t_8;
        switch (t_4) {
        case 0u:
        {
            Ramp t_9 = t.p0;
            t_8 = t_9.start + 4.0f;
            break;
        }
        case 1u:
        {
            Squares t_10 = t.p1;
            t_8 = t_10.scale * 16.0f;
            break;
        }
        default: {
            t_8 = 0.0f;
            break;
        }
        }
        outputBuffer[(uint)(t_3 + 1)] = t_8;
        float t_11;
        switch (t_4) {
        case 0u:
        {
            Ramp t_12 = t.p0;
            t_11 = t_12.start + 5.0f;
            break;
        }
        case 1u:
        {
            Squares t_13 = t.p1;
            t_11 = t_13.scale * 25.0f;
            break;
        }
        default: {
            t_11 = 0.0f;
            break;
        }
        }
        outputBuffer[(uint)(t_3 + 2)] = t_11;
        k_1 = k_1 + 1;
        continue;
    }
    outputBuffer[3u] = 72.0f;
    outputBuffer[7u] = 2.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
