#version 450
struct DifferentialPair_float_
{
    float p;
    float d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void _func_extension_bwd_diff_834(inout DifferentialPair_float_ a, inout DifferentialPair_float_ b, float p);
void main();
void _func_extension_bwd_diff_1143(inout DifferentialPair_float_ x, float _func_extension_dOut);
void _func_extension_bwd_diff_834(inout DifferentialPair_float_ a, inout DifferentialPair_float_ b, float p) {
    float t = a.p;
    float t_1 = b.p;
    float t_2 = 10.0 * p;
    float t_3 = a.p;
    a = DifferentialPair_float_(t_3, t_2 * t_1);
    float t_4 = b.p;
    b = DifferentialPair_float_(t_4, t_2 * t);
    return;
}
void main() {
    DifferentialPair_float_ t_5 = DifferentialPair_float_(0.0, 0.0);
    t_5 = DifferentialPair_float_(3.0, 0.0);
    DifferentialPair_float_ t_6 = DifferentialPair_float_(0.0, 0.0);
    t_6 = DifferentialPair_float_(5.0, 0.0);
    _func_extension_bwd_diff_834(t_5, t_6, 2.0);
    DifferentialPair_float_ t_7 = t_5;
    DifferentialPair_float_ t_8 = t_6;
    outputBuffer.data[0u] = t_7.d;
    outputBuffer.data[1u] = t_8.d;
    DifferentialPair_float_ t_9 = DifferentialPair_float_(0.0, 0.0);
    t_9 = DifferentialPair_float_(1.5, 0.0);
    _func_extension_bwd_diff_1143(t_9, 0.5);
    DifferentialPair_float_ t_10 = t_9;
    outputBuffer.data[2u] = t_10.d;
    outputBuffer.data[3u] = 8.0;
    return;
}
void _func_extension_bwd_diff_1143(inout DifferentialPair_float_ x, float _func_extension_dOut) {
    float t_11 = x.p;
    float t_12 = x.p;
    x = DifferentialPair_float_(t_12, 20.0 * _func_extension_dOut * t_11);
    return;
}
