struct Pair
{
    int a;
    float b;
};
struct IOp
{
    uint typeId;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    Pair pair;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
[[vk::push_constant]] cbuffer entryPointParams
{
    IOp first;
    IOp second;
    IOp third;
};
void computeMain_1();
void computeMain_1() {
    uint t = third.typeId;
    uint3 t_1 = GlobalInvocationId;
    int t_2;
    switch (t) {
    default: {
        t_2 = 0;
        break;
    }
    }
    int t_3 = pair.a;
    float t_4 = pair.b;
    outputBuffer[(uint)asint(t_1).x] = t_2 + t_3 * (int)(t_4 * 2.0f);
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
