#version 450
struct DifferentialPair_float_
{
    float p;
    float d;
};
struct Pt
{
    float u;
    float v;
};
struct DifferentialPair_Pt_
{
    Pt p;
    Pt d;
};
struct Scale
{
    float k;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x);
DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p);
void _func_extension_bwd_diff_1543(inout DifferentialPair_Pt_ self, float dOut);
DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1);
void main();
DifferentialPair_float_ _func_extension_fwd_diff_710(DifferentialPair_float_ x) {
    float t = x.p;
    return DifferentialPair_float_(t * t * t * t, 40.0 * t * t * t * x.d);
}
DifferentialPair_float_ _func_extension_fwd_diff_1360(DifferentialPair_Pt_ p) {
    Pt t_1 = p.p;
    float t_2 = t_1.u;
    float t_3 = t_1.v;
    Pt t_4 = p.d;
    return DifferentialPair_float_(t_2 * t_3, 10.0 * (t_4.u * t_3 + t_2 * t_4.v));
}
void _func_extension_bwd_diff_1543(inout DifferentialPair_Pt_ self, float dOut) {
    float t_5 = 10.0 * dOut;
    float t_6 = self.p.v;
    float t_7 = self.p.u;
    Pt t_8 = self.p;
    self = DifferentialPair_Pt_(t_8, Pt(t_5 * t_6, t_5 * t_7));
    return;
}
DifferentialPair_float_ _func_extension_fwd_diff_1807(Scale self_1, DifferentialPair_float_ x_1) {
    float t_9 = self_1.k;
    return DifferentialPair_float_(t_9 * x_1.p, 10.0 * t_9 * x_1.d);
}
void main() {
    DifferentialPair_float_ t_10 = _func_extension_fwd_diff_710(DifferentialPair_float_(2.0, 0.5));
    outputBuffer.data[0u] = t_10.p;
    outputBuffer.data[1u] = t_10.d;
    outputBuffer.data[2u] = 2160.0;
    outputBuffer.data[3u] = 3.0;
    outputBuffer.data[4u] = 5.0;
    DifferentialPair_float_ t_11 = _func_extension_fwd_diff_1360(DifferentialPair_Pt_(Pt(2.0, 5.0), Pt(1.0, 3.0)));
    outputBuffer.data[5u] = t_11.p;
    outputBuffer.data[6u] = t_11.d;
    DifferentialPair_Pt_ t_12 = DifferentialPair_Pt_(Pt(0.0, 0.0), Pt(0.0, 0.0));
    t_12 = DifferentialPair_Pt_(Pt(2.0, 5.0), Pt(1.0, 3.0));
    _func_extension_bwd_diff_1543(t_12, 0.5);
    DifferentialPair_Pt_ t_13 = t_12;
    Pt t_14 = t_13.d;
    outputBuffer.data[7u] = t_14.u;
    outputBuffer.data[8u] = t_14.v;
    DifferentialPair_float_ t_15 = _func_extension_fwd_diff_1807(Scale(4.0), DifferentialPair_float_(1.0, 0.75));
    outputBuffer.data[9u] = t_15.p;
    outputBuffer.data[10u] = t_15.d;
    return;
}
