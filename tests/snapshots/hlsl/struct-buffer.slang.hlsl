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
    Record t_5 = {t_2, t_3, t_4};
    Record r = (Record)0;
    r = t_5;
    Record o = (Record)0;
    int t_6 = r.a;
    o.a = t_6 * 10;
    float t_7 = r.b;
    o.b = t_7 * 2.0f;
    int2 t_8 = r.c;
    int2 t_9 = r.c;
    int2 t_10 = r.c;
    int2 t_11 = r.c;
    o.c = int2(t_8.x + t_9.y, t_10.y - t_11.x);
    Record t_12 = o;
    outputBuffer[t_1].a = t_12.a;
    outputBuffer[t_1].b = t_12.b;
    outputBuffer[t_1].c = t_12.c;
    return;
}
[numthreads(2, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
