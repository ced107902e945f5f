#include <metal_stdlib>
using namespace metal;
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
void putAll(Tuple_float_half_float_ t, device float* outputBuffer_1, thread int& cursor_1);
void putAll_1(Tuple_float_float_half_ t_1, device float* outputBuffer_2, thread int& cursor_2);
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    int cursor = 0;
    int t_2 = cursor;
    cursor = t_2 + 1;
    outputBuffer[uint(t_2)] = 1.0f;
    int t_3 = cursor;
    cursor = t_3 + 1;
    outputBuffer[uint(t_3)] = 3.0f;
    int t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer[uint(t_4)] = 15.0f;
    int t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer[uint(t_5)] = 30.0f;
    int t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer[uint(t_6)] = 25.5f;
    putAll(Tuple_float_half_float_{9.0f, 10.0h, 11.0f}, outputBuffer, cursor);
    putAll_1(Tuple_float_float_half_{1.0f, 2.0f, 3.0h}, outputBuffer, cursor);
    return;
}
void putAll(Tuple_float_half_float_ t, device float* outputBuffer_1, thread int& cursor_1) {
    int t_7 = cursor_1;
    cursor_1 = t_7 + 1;
    outputBuffer_1[uint(t_7)] = t._0;
    int t_8 = cursor_1;
    cursor_1 = t_8 + 1;
    outputBuffer_1[uint(t_8)] = float(t._1);
    int t_9 = cursor_1;
    cursor_1 = t_9 + 1;
    outputBuffer_1[uint(t_9)] = t._2;
    return;
}
void putAll_1(Tuple_float_float_half_ t_1, device float* outputBuffer_2, thread int& cursor_2) {
    int t_10 = cursor_2;
    cursor_2 = t_10 + 1;
    outputBuffer_2[uint(t_10)] = t_1._0;
    int t_11 = cursor_2;
    cursor_2 = t_11 + 1;
    outputBuffer_2[uint(t_11)] = t_1._1;
    int t_12 = cursor_2;
    cursor_2 = t_12 + 1;
    outputBuffer_2[uint(t_12)] = float(t_1._2);
    return;
}
