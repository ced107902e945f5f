#version 450
struct viaTimes_fwd_Result
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
viaTimes_fwd_Result viaTimes_fwd(float p, float p_1, float p_2, float p_3);
void main() {
    outputBuffer.data[0u] = 0.0;
    outputBuffer.data[1u] = 0.0;
    outputBuffer.data[2u] = 0.0;
    outputBuffer.data[3u] = 4.0;
    outputBuffer.data[4u] = 0.0;
    outputBuffer.data[5u] = 4.0;
    outputBuffer.data[6u] = 0.0;
    viaTimes_fwd_Result t = viaTimes_fwd(2.0, 1.0, 3.0, 0.0);
    outputBuffer.data[7u] = t.d;
    viaTimes_fwd_Result t_1 = viaTimes_fwd(2.0, 0.0, 3.0, 1.0);
    outputBuffer.data[8u] = t_1.d;
    outputBuffer.data[9u] = 20.0;
    return;
}
viaTimes_fwd_Result viaTimes_fwd(float p, float p_1, float p_2, float p_3) {
    return viaTimes_fwd_Result(p * p_2, p_2 * 0.0 + p * p_3);
}
