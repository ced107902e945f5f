struct Tuple_int_float_
{
    int _0;
    float _1;
};
struct Tuple_float_Tuple_int_float_
{
    float _0;
    Tuple_int_float_ _1;
};
struct f_fwd_Result
{
    Tuple_float_Tuple_int_float_ p;
    Tuple_float_Tuple_int_float_ d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1);
void computeMain_1();
f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1) {
    float t = p._0;
    Tuple_int_float_ t_1 = p._1;
    int t_2 = t_1._0;
    float t_3 = t_1._1;
    float t_4 = p_1._0;
    Tuple_int_float_ t_5 = p_1._1;
    float t_6 = t_5._1;
    float t_7 = (float)t_2;
    Tuple_int_float_ t_8 = {t_2, t + t_7 * t_3};
    Tuple_float_Tuple_int_float_ t_9 = {t * t_3, t_8};
    Tuple_int_float_ t_10 = {0, t_4 + t_7 * t_6};
    Tuple_float_Tuple_int_float_ t_11 = {t_3 * t_4 + t * t_6, t_10};
    f_fwd_Result t_12 = {t_9, t_11};
    return t_12;
}
void computeMain_1() {
    Tuple_float_Tuple_int_float_ t_13 = {2.0f, {3, 5.0f}};
    Tuple_float_Tuple_int_float_ t_14 = {1.0f, {0, 0.5f}};
    f_fwd_Result t_15 = f_fwd(t_13, t_14);
    Tuple_float_Tuple_int_float_ t_16 = t_15.p;
    Tuple_float_Tuple_int_float_ t_17 = t_15.d;
    Tuple_int_float_ t_18 = t_16._1;
    Tuple_int_float_ t_19 = t_17._1;
    outputBuffer[0u] = t_17._0;
    outputBuffer[1u] = t_19._1;
    outputBuffer[2u] = t_18._1;
    outputBuffer[3u] = 7.0f;
    outputBuffer[4u] = 8.0f;
    outputBuffer[5u] = 3.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
