struct Pair_int_
{
    int a;
    int b;
};
struct Pair_float_
{
    float a;
    float b;
};
struct Plain
{
    int v;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    Pair_int_ p = (Pair_int_)0;
    p.a = (int)t.x + 6;
    p.b = 7;
    Pair_int_ t_1 = p;
    Pair_int_ this_1 = (Pair_int_)0;
    this_1 = t_1;
    int t_2 = this_1.a;
    int t_3 = this_1.b;
    output[0u] = t_2 + t_3;
    Pair_int_ t_4 = p;
    Pair_int_ this_2 = (Pair_int_)0;
    this_2 = t_4;
    int t_5 = this_2.a;
    int t_6 = this_2.b;
    output[1u] = t_5 * t_6;
    Pair_float_ q = (Pair_float_)0;
    q.a = 1.5f;
    q.b = 4.0f;
    Pair_float_ t_7 = q;
    Pair_float_ this_3 = (Pair_float_)0;
    this_3 = t_7;
    float t_8 = this_3.a;
    float t_9 = this_3.b;
    output[2u] = (int)(t_8 * t_9);
    Plain s = (Plain)0;
    s.v = 9;
    int t_10 = s.v;
    output[3u] = t_10;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
