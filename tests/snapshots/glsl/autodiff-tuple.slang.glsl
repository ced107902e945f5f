#version 450
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1);
void main();
f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1) {
    float t = p._0;
    Tuple_int_float_ t_1 = p._1;
    int t_2 = t_1._0;
    float t_3 = t_1._1;
    float t_4 = p_1._0;
    float t_5 = p_1._1._1;
    float t_6 = float(t_2);
    return f_fwd_Result(Tuple_float_Tuple_int_float_(t * t_3, Tuple_int_float_(t_2, t + t_6 * t_3)), Tuple_float_Tuple_int_float_(t_3 * t_4 + t * t_5, Tuple_int_float_(0, t_4 + t_6 * t_5)));
}
void main() {
    f_fwd_Result t_7 = f_fwd(Tuple_float_Tuple_int_float_(2.0, Tuple_int_float_(3, 5.0)), Tuple_float_Tuple_int_float_(1.0, Tuple_int_float_(0, 0.5)));
    Tuple_float_Tuple_int_float_ t_8 = t_7.d;
    outputBuffer.data[0u] = t_8._0;
    outputBuffer.data[1u] = t_8._1._1;
    outputBuffer.data[2u] = t_7.p._1._1;
    outputBuffer.data[3u] = 7.0;
    outputBuffer.data[4u] = 8.0;
    outputBuffer.data[5u] = 3.0;
    return;
}
