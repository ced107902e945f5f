[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<uint> values : register(u1, space0);
[[vk::binding(2, 0)]] RWStructuredBuffer<uint> others : register(u2, space0);
void computeMain_1();
void computeMain_1() {
    uint count, stride;
    values.GetDimensions(count, stride);
    uint t = (uint)count;
    int t_1 = (int)t;
    outputBuffer[0u] = t_1;
    uint count_1, stride_1;
    others.GetDimensions(count_1, stride_1);
    uint t_2 = (uint)count_1;
    outputBuffer[1u] = (int)t_2 * 10;
    uint count_2, stride_2;
    outputBuffer.GetDimensions(count_2, stride_2);
    uint t_3 = (uint)count_2;
    outputBuffer[2u] = (int)t_3;
    int total;
    int i;
    int total_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < t_1) {
        } else {
            int t_4 = total_1;
            int t_5 = i_1;
            total = t_4;
            i = t_5;
            break;
        }
        uint t_6 = values[(uint)i_1];
        int t_7 = total_1 + (int)t_6;
        int t_8 = i_1 + 1;
        total_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer[3u] = total;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
