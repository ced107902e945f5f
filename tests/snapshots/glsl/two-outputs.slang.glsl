#version 450
layout(local_size_x = 3, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} squares;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} halves;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    squares.data[t_1] = t_1 * t_1 + 1u;
    halves.data[t_1] = float(t_1) / 2.0;
    return;
}
