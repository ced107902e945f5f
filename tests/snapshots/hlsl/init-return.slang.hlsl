struct Pt
{
    int x;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void Pt_init_1(inout Pt p, int p_1, int p_2);
void computeMain_1();
void Pt_init_1(inout Pt p, int p_1, int p_2) {
    int t = p_1 + p_2;
    int t_1;
    int t_2 = 0;
    for (;;) {
        int t_3;
        if (t > 10) {
            t_1 = t * 2;
            break;
        } else {
            t_3 = t_2;
        }
        int t_4 = t + 1;
        if (t < 0) {
            t_1 = t_4;
            break;
        }
        t_1 = t_4 * 10;
        break;
    }
    Pt t_5 = {t_1};
    p = t_5;
    return;
}
void computeMain_1() {
    outputBuffer[0u] = 24;
    outputBuffer[1u] = 40;
    outputBuffer[2u] = -3;
    Pt t_6 = (Pt)0;
    Pt_init_1(t_6, 1, 2);
    Pt t_7 = t_6;
    outputBuffer[3u] = t_7.x;
    outputBuffer[4u] = 214;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
