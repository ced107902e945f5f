#version 450
struct outer_fwd_Result
{
    float p;
    float d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} buf;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
outer_fwd_Result outer_fwd(float p, float p_1);
void main();
outer_fwd_Result outer_fwd(float p, float p_1) {
    float t = buf.data[1u];
    float t_1 = t * 2.0;
    float t_2 = buf.data[0u];
    return outer_fwd_Result(t_1 * p + t_2 * 2.0, p * 22.0 + t_1 * p_1 + 20.0);
}
void main() {
    outer_fwd_Result t_3 = outer_fwd(3.0, 0.0);
    outputBuffer.data[0u] = t_3.d;
    outer_fwd_Result t_4 = outer_fwd(3.0, 1.0);
    outputBuffer.data[1u] = t_4.d;
    outer_fwd_Result t_5 = outer_fwd(3.0, 1.0);
    outputBuffer.data[2u] = t_5.p;
    return;
}
