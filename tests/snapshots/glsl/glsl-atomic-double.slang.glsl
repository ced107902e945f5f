#version 450
#extension GL_EXT_shader_atomic_float : require
struct Doubles
{
    double[1] data;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    Doubles[] data;
} doubles;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    bool t_1 = t == 0u;
    if (t_1) {
        doubles.data[0u].data[0] = 1.0lf;
    }
    memoryBarrierShared();
    barrier();
    memoryBarrierBuffer();
    double t_2 = atomicAdd(doubles.data[0u].data[0], double(t) + 0.5lf);
    outputBuffer.data[1u + t] = (t_2 >= 1.0lf ? t_2 < 9.0lf : false) ? 1.0 : -1.0;
    memoryBarrierShared();
    barrier();
    memoryBarrierBuffer();
    if (t_1) {
        double t_3 = doubles.data[0u].data[0];
        outputBuffer.data[0u] = float(t_3);
    }
    return;
}
