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
DifferentialPair_float_ hyp_fwd(DifferentialPair_float_ x, DifferentialPair_float_ y);
void main();
DifferentialPair_float_ hyp_fwd(DifferentialPair_float_ x, DifferentialPair_float_ y) {
    float t = x.p;
    float t_1 = y.p;
    float t_2 = sqrt(t * t + t_1 * t_1);
    return DifferentialPair_float_(t_2, (t * x.d + t_1 * y.d) / t_2);
}
void main() {
    DifferentialPair_float_ t_3 = hyp_fwd(DifferentialPair_float_(3.0, 1.0), DifferentialPair_float_(4.0, 0.0));
    outputBuffer.data[0u] = t_3.p;
    outputBuffer.data[1u] = t_3.d;
    DifferentialPair_float_ t_4 = hyp_fwd(DifferentialPair_float_(6.0, 0.5), DifferentialPair_float_(8.0, 2.0));
    outputBuffer.data[2u] = t_4.p;
    outputBuffer.data[3u] = t_4.d;
    return;
}
