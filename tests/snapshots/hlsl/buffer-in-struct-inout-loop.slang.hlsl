static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> results : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    results[1u] = 10u;
    uint t[3] = {1u, 2u, 3u};
    uint values[3] = {0u, 0u, 0u};
    values = t;
    uint c;
    int i;
    uint c_1 = 2u;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            uint t_1 = c_1;
            int t_2 = i_1;
            c = t_1;
            i = t_2;
            break;
        }
        uint t_3 = values[i_1];
        results[c_1] = t_3 * 2u;
        uint t_4 = c_1 + 1u;
        int t_5 = i_1 + 1;
        c_1 = t_4;
        i_1 = t_5;
        continue;
    }
    results[c] = c * 2u;
    results[0u] = c + 1u;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
