struct Holder
{
    int v;
    int w;
};
struct S
{
    int x;
    int y;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<Holder> holders : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    S s = (S)0;
    s.x = 4;
    s.y = 5;
    S t = s;
    S s_1 = (S)0;
    s_1 = t;
    int t_1 = s_1.x;
    int t_2 = s_1.y;
    outputBuffer[0u] = t_1 * 3 * 10 + t_2 + 3;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[1u] = 21;
    int t_3 = holders[1u].v;
    int t_4 = holders[1u].w;
    Holder t_5 = {t_3, t_4};
    Holder h = (Holder)0;
    h = t_5;
    int t_6 = h.v;
    outputBuffer[2u] = t_6;
    int t_7 = h.w;
    outputBuffer[3u] = t_7;
    int t_8 = holders[0u].w;
    outputBuffer[4u] = t_8;
    int t_9 = h.v;
    outputBuffer[5u] = t_9 * 3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
