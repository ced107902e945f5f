#version 450
struct viaMethod_bwd_Grads
{
    float f0;
};
struct Sink
{
    int index;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} gradBuffer;
viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2);
void main();
viaMethod_bwd_Grads viaMethod_bwd(Sink p, float p_1, float p_2) {
    float t = p_1 * p_2;
    float t_1 = gradBuffer.data[uint(p.index)];
    return viaMethod_bwd_Grads(t + t + t_1);
}
void main() {
    outputBuffer.data[0u] = 3.0;
    outputBuffer.data[1u] = 6.0;
    outputBuffer.data[2u] = 4.0;
    outputBuffer.data[3u] = 4.0;
    viaMethod_bwd_Grads t_2 = viaMethod_bwd(Sink(2), 3.0, 1.0);
    outputBuffer.data[4u] = t_2.f0;
    outputBuffer.data[5u] = 6.0;
    outputBuffer.data[6u] = 12.0;
    outputBuffer.data[7u] = 6.0;
    outputBuffer.data[8u] = 27.0;
    outputBuffer.data[9u] = 15.0;
    return;
}
