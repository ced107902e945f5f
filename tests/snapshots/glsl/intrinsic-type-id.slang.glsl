#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = 41u + t.x;
    outputBuffer.data[0u] = int(t_1) + 1;
    outputBuffer.data[1u] = int(t_1 * 2u);
    outputBuffer.data[2u] = -1082130432;
    outputBuffer.data[3u] = -3;
    return;
}
