#version 450
struct Weight_float_
{
    float k;
};
struct DifferentialPair_Weight_float_
{
    Weight_float_ p;
    Weight_float_ d;
};
struct DifferentialPair_float_
{
    float p;
    float d;
};
struct Row
{
    vec3 v;
};
struct DifferentialPair_Row_
{
    Row p;
    Row d;
};
struct pick_bwd_Grads
{
    Row f0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void _func_extension_bwd_diff_916(inout DifferentialPair_Weight_float_ _func_extension_this, inout DifferentialPair_float_ x, float p);
DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int i);
pick_bwd_Grads pick_bwd(Row p_2, int p_3, float p_4);
void main();
void _func_extension_bwd_diff_916(inout DifferentialPair_Weight_float_ _func_extension_this, inout DifferentialPair_float_ x, float p) {
    Weight_float_ t = _func_extension_this.p;
    float t_1 = x.p;
    Weight_float_ t_2 = _func_extension_this.p;
    _func_extension_this = DifferentialPair_Weight_float_(t_2, Weight_float_(p * t_1 * t_1));
    float t_3 = x.p;
    x = DifferentialPair_float_(t_3, p * 2.0 * t.k * t_1);
    return;
}
DifferentialPair_float_ _func_extension_fwd_diff_1177(DifferentialPair_Row_ p_1, int i) {
    vec3 self = vec3(0.0);
    self = p_1.d.v;
    vec3 this_1 = vec3(0.0);
    this_1 = p_1.p.v;
    float t_4 = this_1[i];
    float t_5 = self[i];
    return DifferentialPair_float_(t_4 * 3.0, t_5 * 3.0);
}
pick_bwd_Grads pick_bwd(Row p_2, int p_3, float p_4) {
    vec3 this_2 = vec3(0.0);
    vec3 t_6 = p_2.v;
    this_2 = t_6;
    float t_7 = this_2[p_3];
    vec3 this_3 = vec3(0.0);
    this_3 = t_6;
    float t_8 = this_3[p_3];
    vec3 d = vec3(0.0);
    d = vec3(0.0, 0.0, 0.0);
    d[p_3] = t_7 * 3.0 * p_4 * 3.0;
    vec3 t_9 = d;
    vec3 d_1 = vec3(0.0);
    d_1 = vec3(0.0, 0.0, 0.0);
    d_1[p_3] = t_8 * 3.0 * p_4 * 3.0;
    vec3 t_10 = d_1;
    return pick_bwd_Grads(Row(t_9 + t_10));
}
void main() {
    DifferentialPair_Weight_float_ t_11 = DifferentialPair_Weight_float_(Weight_float_(0.0), Weight_float_(0.0));
    t_11 = DifferentialPair_Weight_float_(Weight_float_(2.0), Weight_float_(0.0));
    DifferentialPair_float_ t_12 = DifferentialPair_float_(0.0, 0.0);
    t_12 = DifferentialPair_float_(5.0, 0.0);
    _func_extension_bwd_diff_916(t_11, t_12, 1.0);
    DifferentialPair_Weight_float_ t_13 = t_11;
    DifferentialPair_float_ t_14 = t_12;
    outputBuffer.data[0u] = t_13.d.k;
    outputBuffer.data[1u] = t_14.d;
    DifferentialPair_float_ t_15 = _func_extension_fwd_diff_1177(DifferentialPair_Row_(Row(vec3(1.0, 2.0, 4.0)), Row(vec3(0.0, 0.5, 0.0))), 1);
    float t_16 = t_15.p;
    DifferentialPair_float_ t_17 = _func_extension_fwd_diff_1177(DifferentialPair_Row_(Row(vec3(1.0, 2.0, 4.0)), Row(vec3(0.0, 0.5, 0.0))), 1);
    float t_18 = t_17.p;
    outputBuffer.data[2u] = t_16 * t_18;
    outputBuffer.data[3u] = t_18 * t_15.d + t_16 * t_17.d;
    pick_bwd_Grads t_19 = pick_bwd(Row(vec3(1.0, 2.0, 4.0)), 2, 1.0);
    vec3 t_20 = t_19.f0.v;
    outputBuffer.data[4u] = t_20.x;
    outputBuffer.data[5u] = t_20.y;
    outputBuffer.data[6u] = t_20.z;
    return;
}
