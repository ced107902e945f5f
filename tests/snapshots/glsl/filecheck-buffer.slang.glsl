#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = int(t_1) + 1;
    outputBuffer.data[t_1] = (t_2 - t_2 / 2 * 2 == 0 ? -1 : 1) * t_2 * t_2;
    return;
}
