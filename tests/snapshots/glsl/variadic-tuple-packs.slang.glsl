#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
struct Tuple_float_half_float_
{
    float _0;
    float16_t _1;
    float _2;
};
struct Tuple_float_float_half_
{
    float _0;
    float _1;
    float16_t _2;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
int cursor = 0;
void main();
void putAll(Tuple_float_half_float_ t);
void putAll_1(Tuple_float_float_half_ t_1);
void main() {
    int t_2 = cursor;
    cursor = t_2 + 1;
    outputBuffer.data[uint(t_2)] = 1.0;
    int t_3 = cursor;
    cursor = t_3 + 1;
    outputBuffer.data[uint(t_3)] = 3.0;
    int t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer.data[uint(t_4)] = 15.0;
    int t_5 = cursor;
    cursor = t_5 + 1;
    outputBuffer.data[uint(t_5)] = 30.0;
    int t_6 = cursor;
    cursor = t_6 + 1;
    outputBuffer.data[uint(t_6)] = 25.5;
    putAll(Tuple_float_half_float_(9.0, float16_t(10.0), 11.0));
    putAll_1(Tuple_float_float_half_(1.0, 2.0, float16_t(3.0)));
    return;
}
void putAll(Tuple_float_half_float_ t) {
    int t_7 = cursor;
    cursor = t_7 + 1;
    outputBuffer.data[uint(t_7)] = t._0;
    int t_8 = cursor;
    cursor = t_8 + 1;
    outputBuffer.data[uint(t_8)] = float(t._1);
    int t_9 = cursor;
    cursor = t_9 + 1;
    outputBuffer.data[uint(t_9)] = t._2;
    return;
}
void putAll_1(Tuple_float_float_half_ t_1) {
    int t_10 = cursor;
    cursor = t_10 + 1;
    outputBuffer.data[uint(t_10)] = t_1._0;
    int t_11 = cursor;
    cursor = t_11 + 1;
    outputBuffer.data[uint(t_11)] = t_1._1;
    int t_12 = cursor;
    cursor = t_12 + 1;
    outputBuffer.data[uint(t_12)] = float(t_1._2);
    return;
}
