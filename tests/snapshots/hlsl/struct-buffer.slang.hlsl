struct Record
{
    int a;
    float b;
    int2 c;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<Record> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<Record> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = inputBuffer[t_1].a;
    float t_3 = inputBuffer[t_1].b;
    int2 t_4 = inputBuffer[t_1].c;
    int t_5 = t_4.x;
    int t_6 = t_4.y;
    outputBuffer[t_1].a = t_2 * 10;
    outputBuffer[t_1].b = t_3 * 2.0f;
    outputBuffer[t_1].c = int2(t_5 + t_6, t_6 - t_5);
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
