#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    int base;
    int increment;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = globalParams.base;
    int t_3 = globalParams.increment;
    outputBuffer.data[t_1] = t_2 + t_3 * int(t_1);
    return;
}
