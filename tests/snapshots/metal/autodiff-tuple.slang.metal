#include <metal_stdlib>
using namespace metal;
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
f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1);
f_fwd_Result f_fwd(Tuple_float_Tuple_int_float_ p, Tuple_float_Tuple_int_float_ p_1) {
    float t = p._0;
    Tuple_int_float_ t_1 = p._1;
    int t_2 = t_1._0;
    float t_3 = t_1._1;
    float t_4 = p_1._0;
    float t_5 = p_1._1._1;
    float t_6 = float(t_2);
    return f_fwd_Result{Tuple_float_Tuple_int_float_{t * t_3, Tuple_int_float_{t_2, t + t_6 * t_3}}, Tuple_float_Tuple_int_float_{t_3 * t_4 + t * t_5, Tuple_int_float_{0, t_4 + t_6 * t_5}}};
}
kernel void computeMain(device float* outputBuffer [[buffer(0)]]) {
    f_fwd_Result t_7 = f_fwd(Tuple_float_Tuple_int_float_{2.0f, Tuple_int_float_{3, 5.0f}}, Tuple_float_Tuple_int_float_{1.0f, Tuple_int_float_{0, 0.5f}});
    Tuple_float_Tuple_int_float_ t_8 = t_7.d;
    outputBuffer[0u] = t_8._0;
    outputBuffer[1u] = t_8._1._1;
    outputBuffer[2u] = t_7.p._1._1;
    outputBuffer[3u] = 7.0f;
    outputBuffer[4u] = 8.0f;
    outputBuffer[5u] = 3.0f;
    return;
}
