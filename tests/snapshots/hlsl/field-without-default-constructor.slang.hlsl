struct Sum
{
    int v;
};
struct Prod
{
    int v;
};
struct Pair_Sum_Prod_
{
    Sum a;
    Prod b;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o);
void computeMain_1() {
    outputBuffer[0u] = 12;
    Pair_Sum_Prod_ t = {{7}, {7}};
    Pair_Sum_Prod_ t_1 = {{2}, {2}};
    Pair_Sum_Prod_ t_2 = Pair_Sum_Prod_combine(t_1, t);
    Sum t_3 = t_2.a;
    Prod t_4 = t_2.b;
    outputBuffer[1u] = t_3.v * 10 + t_4.v;
    return;
}
Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o) {
    Sum t_5 = p.a;
    Prod t_6 = p.b;
    Sum t_7 = o.a;
    Prod t_8 = o.b;
    Sum t_9 = {t_5.v + t_7.v};
    Prod t_10 = {t_6.v * t_8.v};
    Pair_Sum_Prod_ t_11 = {t_9, t_10};
    return t_11;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
