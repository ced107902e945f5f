#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    ivec3 t_1 = ivec3(int(t.x));
    ivec3 t_2 = ivec3(0, 1, 2) + t_1;
    ivec3 t_3 = ivec3(10, 11, 12) + t_1;
    ivec3 t_4 = ivec3(20, 21, 22) + t_1;
    int t_5 = t_3.x;
    outputBuffer.data[0u] = t_5;
    outputBuffer.data[1u] = t_4.y;
    outputBuffer.data[2u] = t_2.x + t_3.y + t_4.z;
    outputBuffer.data[3u] = t_2.y * 100 + t_5;
    outputBuffer.data[4u] = 7;
    outputBuffer.data[5u] = 12;
    outputBuffer.data[6u] = 12;
    outputBuffer.data[7u] = t_3.z;
    return;
}
