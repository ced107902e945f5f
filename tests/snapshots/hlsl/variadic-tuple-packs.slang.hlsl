struct Tuple_float_half_float_
{
    float _0;
    half _1;
    float _2;
};
struct Tuple_float_float_half_
{
    float _0;
    float _1;
    half _2;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
static int cursor = 0;
void computeMain_1();
void putAll(Tuple_float_half_float_ t);
void putAll_1(Tuple_float_float_half_ t_1);
void computeMain_1() {
    int t_2 = cursor;
    cursor = t_2 + 1;
    outputBuffer[(uint)t_2] = 1.0f;
    int t_3 = cursor;
    cursor = t_3 + 1;
    outputBuffer[(uint)t_3] = 3.0f;
    int t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer[(uint)t_4] = 15.0f;
    int t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer[(uint)t_5] = 30.0f;
    int t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer[(uint)t_6] = 25.5f;
    Tuple_float_half_float_ t_7 = {9.0f, 10.0h, 11.0f};
    putAll(t_7);
    Tuple_float_float_half_ t_8 = {1.0f, 2.0f, 3.0h};
    putAll_1(t_8);
    return;
}
void putAll(Tuple_float_half_float_ t) {
    int t_9 = cursor;
    cursor = t_9 + 1;
    outputBuffer[(uint)t_9] = t._0;
    int t_10 = cursor;
    cursor = t_10 + 1;
    outputBuffer[(uint)t_10] = (float)t._1;
    int t_11 = cursor;
    cursor = t_11 + 1;
    outputBuffer[(uint)t_11] = t._2;
    return;
}
void putAll_1(Tuple_float_float_half_ t_1) {
    int t_12 = cursor;
    cursor = t_12 + 1;
    outputBuffer[(uint)t_12] = t_1._0;
    int t_13 = cursor;
    cursor = t_13 + 1;
    outputBuffer[(uint)t_13] = t_1._1;
    int t_14 = cursor;
    cursor = t_14 + 1;
    outputBuffer[(uint)t_14] = (float)t_1._2;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
