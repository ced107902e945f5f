#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer ByteAddressBuffer_block
{
    uint[] data;
} input_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = input_1.data[t_1 * 4u >> (2u & 31u)];
    outputBuffer.data[t_1] = t_2 + t_1;
    if (t_1 == 0u) {
        uint t_3 = uint(input_1.data.length());
        outputBuffer.data[4u] = t_3 * 4u;
    }
    return;
}
