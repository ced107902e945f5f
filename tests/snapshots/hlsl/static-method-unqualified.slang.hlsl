struct Tally
{
    uint n;
};
static uint3 GlobalInvocationId;
static Tally Coder_tally = {100u};
[[vk::binding(0, 0)]] RWStructuredBuffer<uint> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 53u;
    outputBuffer[1u] = 9u;
    outputBuffer[2u] = 15u;
    outputBuffer[3u] = 48u;
    outputBuffer[4u] = 15u;
    outputBuffer[5u] = 18u;
    outputBuffer[6u] = 10u;
    uint t = Coder_tally.n;
    Coder_tally.n = t + 5u;
    uint t_1 = Coder_tally.n;
    Coder_tally.n = t_1 + 6u;
    uint t_2 = Coder_tally.n;
    outputBuffer[7u] = t_2;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
