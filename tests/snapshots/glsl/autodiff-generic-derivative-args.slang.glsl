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
void main();
DifferentialPair_float_ dcube(DifferentialPair_float_ x);
void main() {
    DifferentialPair_float_ t = dcube(DifferentialPair_float_(2.0, 0.5));
    outputBuffer.data[0u] = t.p;
    outputBuffer.data[1u] = t.d;
    DifferentialPair_float_ t_1 = dcube(DifferentialPair_float_(-1.0, 2.0));
    outputBuffer.data[2u] = t_1.p;
    outputBuffer.data[3u] = t_1.d;
    outputBuffer.data[4u] = 15.0;
    return;
}
DifferentialPair_float_ dcube(DifferentialPair_float_ x) {
    float t_2 = x.p;
    return DifferentialPair_float_(t_2 * t_2 * t_2, 3.0 * t_2 * t_2 * x.d);
}
