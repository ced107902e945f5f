struct Holder
{
    int v;
    int w;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<Holder> holders : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 128;
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
    int t = holders[1u].v;
    int t_1 = holders[1u].w;
    outputBuffer[2u] = t;
    outputBuffer[3u] = t_1;
    int t_2 = holders[0u].w;
    outputBuffer[4u] = t_2;
    outputBuffer[5u] = t * 3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
