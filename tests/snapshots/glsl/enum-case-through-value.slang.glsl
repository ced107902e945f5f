#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    outputBuffer.data[0u] = 8;
    outputBuffer.data[1u] = 70;
    outputBuffer.data[2u] = 1;
    outputBuffer.data[3u] = (int(t.x) == 0 ? 3 : 7) + 16;
    return;
}
