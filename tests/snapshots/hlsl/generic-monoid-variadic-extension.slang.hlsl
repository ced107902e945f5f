struct Sum
{
    int v;
};
struct Prod
{
    int v;
};
struct B
{
    int x;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
Sum fold(Sum p[3]);
Prod fold_1(Prod xs[3]);
int sumAll(B args_1);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    Sum t_1[3] = {{2}, {3}, {4}};
    Sum t_2 = fold(t_1);
    output[0u] = t_2.v;
    Prod t_3[3] = {{2}, {3}, {4}};
    Prod t_4 = fold_1(t_3);
    output[1u] = t_4.v;
    output[2u] = 3;
    B t_5 = {7};
    int t_6 = sumAll(t_5);
    output[3u] = t_6;
    output[4u] = 307;
    output[5u] = 307;
    output[6u] = 10;
    bool o = t.x == 0u;
    output[7u] = o ? (o ? 9 : 0) : -1;
    return;
}
Sum fold(Sum p[3]) {
    Sum xs_1[3] = {(Sum)0, (Sum)0, (Sum)0};
    xs_1 = p;
    Sum t_7 = {0};
    Sum acc;
    int i;
    Sum acc_1 = t_7;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            Sum t_8 = acc_1;
            int t_9 = i_1;
            acc = t_8;
            i = t_9;
            break;
        }
        Sum t_10 = xs_1[i_1];
        Sum t_11 = {acc_1.v + t_10.v};
        Sum t_12 = t_11;
        int t_13 = i_1 + 1;
        acc_1 = t_12;
        i_1 = t_13;
        continue;
    }
    return acc;
}
Prod fold_1(Prod xs[3]) {
    Prod xs_2[3] = {(Prod)0, (Prod)0, (Prod)0};
    xs_2 = xs;
    Prod t_14 = {1};
    Prod acc_2;
    int i_2;
    Prod acc_3 = t_14;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            Prod t_15 = acc_3;
            int t_16 = i_3;
            acc_2 = t_15;
            i_2 = t_16;
            break;
        }
        Prod t_17 = xs_2[i_3];
        Prod t_18 = {acc_3.v * t_17.v};
        Prod t_19 = t_18;
        int t_20 = i_3 + 1;
        acc_3 = t_19;
        i_3 = t_20;
        continue;
    }
    return acc_2;
}
int sumAll(B args_1) {
    return (30 + args_1.x) * 10 + 3;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
