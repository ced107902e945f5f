struct Feather
{
    int g;
};
struct Stone
{
    int kg;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
int total_Feather(Feather a, Feather b);
int total_Stone(Stone a_1, Stone b_1);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    Stone t_1 = {3};
    Stone t_2 = {5};
    Feather t_3 = {7000};
    Feather t_4 = {2000};
    int t_5 = total_Stone(t_1, t_2);
    output[0u] = t_5;
    int t_6 = total_Feather(t_3, t_4);
    output[1u] = t_6;
    int t_7 = total_Stone(t_2, t_1);
    output[2u] = t_7 + 10000;
    int t_8 = total_Feather(t_3, t_4);
    output[3u] = t_8 + 10000;
    output[4u] = 5;
    output[5u] = 7 + (int)t.x;
    return;
}
int total_Feather(Feather a, Feather b) {
    int t_9 = a.g;
    int t_10 = b.g;
    Feather t_11;
    if (t_9 >= t_10) {
        t_11 = a;
    } else {
        t_11 = b;
    }
    return t_11.g / 1000 * 100 + t_9 / 1000 + t_10 / 1000;
}
int total_Stone(Stone a_1, Stone b_1) {
    int t_12 = a_1.kg;
    int t_13 = b_1.kg;
    Stone t_14;
    if (t_12 >= t_13) {
        t_14 = a_1;
    } else {
        t_14 = b_1;
    }
    return t_14.kg * 100 + t_12 + t_13;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
