#version 450
struct useK_bwd_Grads
{
    float f0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
useK_bwd_Grads useK_bwd(float p, float p_1);
void main();
useK_bwd_Grads useK_bwd(float p, float p_1) {
    return useK_bwd_Grads(5.0 * p_1 + 0.5 + (3.0 * p_1 + 0.5));
}
void main() {
    outputBuffer.data[0u] = 3.0;
    outputBuffer.data[1u] = 1.0;
    outputBuffer.data[2u] = 12.0;
    outputBuffer.data[3u] = 12.0;
    useK_bwd_Grads t = useK_bwd(1.0, 1.0);
    outputBuffer.data[4u] = t.f0;
    outputBuffer.data[5u] = 4.0;
    outputBuffer.data[6u] = 7.0;
    outputBuffer.data[7u] = 65.0;
    outputBuffer.data[8u] = 2.0;
    outputBuffer.data[9u] = 2.0;
    return;
}
