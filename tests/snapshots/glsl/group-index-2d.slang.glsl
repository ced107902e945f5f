#version 450
layout(local_size_x = 4, local_size_y = 2, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    uint t_1 = gl_LocalInvocationIndex;
    outputBuffer.data[t_1] = t_1 * 1000u + t.y * 10u + t.x;
    return;
}
