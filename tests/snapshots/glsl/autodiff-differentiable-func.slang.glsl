#version 450
struct viaGeneric_fwd_Result
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
viaGeneric_fwd_Result viaGeneric_fwd(float p, float p_1, float p_2, float p_3);
void main() {
    outputBuffer.data[0u] = 8.0;
    outputBuffer.data[1u] = 6.0;
    outputBuffer.data[2u] = 54.0;
    outputBuffer.data[3u] = 5.0;
    outputBuffer.data[4u] = 3.0;
    viaGeneric_fwd_Result t = viaGeneric_fwd(2.0, 1.0, 5.0, 1.0);
    outputBuffer.data[5u] = t.d;
    return;
}
viaGeneric_fwd_Result viaGeneric_fwd(float p, float p_1, float p_2, float p_3) {
    return viaGeneric_fwd_Result(p * p_2 + p_2, p_2 * p_1 + p * p_3 + p_3);
}
