#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    if (t.x == 0u) {
        outputBuffer.data[0u] = 4;
        outputBuffer.data[1u] = 1;
        outputBuffer.data[2u] = 1;
    }
    return;
}
