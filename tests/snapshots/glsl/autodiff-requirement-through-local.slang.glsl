#version 450
struct viaLocalDot_fwd_Result
{
    float p;
    float d;
};
struct viaDiff_fwd_Result
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
viaLocalDot_fwd_Result viaLocalDot_fwd(float p, float p_1, float p_2, float p_3);
viaDiff_fwd_Result viaDiff_fwd(float p_4, float p_5, float p_6, float p_7);
void main() {
    outputBuffer.data[0u] = 0.0;
    viaLocalDot_fwd_Result t = viaLocalDot_fwd(2.0, 0.0, 3.0, 1.0);
    outputBuffer.data[1u] = t.d;
    viaLocalDot_fwd_Result t_1 = viaLocalDot_fwd(2.0, 1.0, 3.0, 0.0);
    outputBuffer.data[2u] = t_1.d;
    outputBuffer.data[3u] = 0.0;
    viaDiff_fwd_Result t_2 = viaDiff_fwd(2.0, 0.0, 3.0, 1.0);
    outputBuffer.data[4u] = t_2.d;
    viaDiff_fwd_Result t_3 = viaDiff_fwd(2.0, 1.0, 3.0, 0.0);
    outputBuffer.data[5u] = t_3.d;
    outputBuffer.data[6u] = 20.0;
    outputBuffer.data[7u] = 6.0;
    return;
}
viaLocalDot_fwd_Result viaLocalDot_fwd(float p, float p_1, float p_2, float p_3) {
    return viaLocalDot_fwd_Result(p * p_2, p_2 * 0.0 + p * p_3);
}
viaDiff_fwd_Result viaDiff_fwd(float p_4, float p_5, float p_6, float p_7) {
    return viaDiff_fwd_Result(p_4 * p_6, p_6 * p_5 + p_4 * p_7);
}
