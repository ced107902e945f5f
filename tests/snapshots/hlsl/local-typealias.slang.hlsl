static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    int t_2 = t_1 * 4;
    outputBuffer[(uint)t_2] = t_1 + 10 + 100;
    int2 t_3 = int2(t_1, 10) * int2(2, 2);
    outputBuffer[(uint)(t_2 + 1)] = t_3.x + t_3.y;
    int3 w = (int3)0;
    w = (int3)(t_1 + 4) + int3(1, 1, 1);
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_4 = s_1;
            int t_5 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        int t_6 = w[i_1];
        int t_7 = s_1 + t_6;
        int t_8 = i_1 + 1;
        s_1 = t_7;
        i_1 = t_8;
        continue;
    }
    uint2 w_1 = (uint2)0u;
    w_1 = (uint2)(uint)t_1 + uint2(1u, 1u);
    uint s_2;
    int i_2;
    uint s_3 = 0u;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            uint t_9 = s_3;
            int t_10 = i_3;
            s_2 = t_9;
            i_2 = t_10;
            break;
        }
        uint t_11 = w_1[i_3];
        uint t_12 = s_3 + t_11;
        int t_13 = i_3 + 1;
        s_3 = t_12;
        i_3 = t_13;
        continue;
    }
    outputBuffer[(uint)(t_2 + 2)] = s + (int)s_2;
    outputBuffer[(uint)(t_2 + 3)] = 2 * (t_1 + 20);
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
