#version 450
struct Pt
{
    float a;
    float b;
};
struct DifferentialPair_Pt_
{
    Pt p;
    Pt d;
};
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
void _func_extension_bwd_diff_737(inout DifferentialPair_Pt_ _func_extension_this, inout DifferentialPair_float_ s, float p);
void main();
void _func_extension_bwd_diff_737(inout DifferentialPair_Pt_ _func_extension_this, inout DifferentialPair_float_ s, float p) {
    Pt t = _func_extension_this.p;
    float t_1 = s.p;
    Pt t_2 = _func_extension_this.p;
    _func_extension_this = DifferentialPair_Pt_(t_2, Pt(p * t_1, p * 2.0 * t_1));
    float t_3 = s.p;
    s = DifferentialPair_float_(t_3, p * (t.a + 2.0 * t.b));
    return;
}
void main() {
    DifferentialPair_Pt_ t_4 = DifferentialPair_Pt_(Pt(0.0, 0.0), Pt(0.0, 0.0));
    t_4 = DifferentialPair_Pt_(Pt(1.0, 3.0), Pt(0.0, 0.0));
    DifferentialPair_float_ t_5 = DifferentialPair_float_(0.0, 0.0);
    t_5 = DifferentialPair_float_(4.0, 0.0);
    _func_extension_bwd_diff_737(t_4, t_5, 0.5);
    DifferentialPair_Pt_ t_6 = t_4;
    Pt t_7 = t_6.d;
    DifferentialPair_float_ t_8 = t_5;
    outputBuffer.data[0u] = t_7.a;
    outputBuffer.data[1u] = t_7.b;
    outputBuffer.data[2u] = t_8.d;
    outputBuffer.data[3u] = t_6.p.b;
    return;
}
