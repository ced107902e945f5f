#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = outputBuffer.data[0u];
    int t_2 = t_1 + 10 + 100;
    outputBuffer.data[1u] = t_2;
    outputBuffer.data[2u] = t_2 + 1;
    outputBuffer.data[0u] = int(t.x);
    return;
}
