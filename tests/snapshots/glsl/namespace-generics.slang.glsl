#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x) + 6;
    output_1.data[0u] = t_1 + 7;
    output_1.data[1u] = t_1 * 7;
    output_1.data[2u] = 6;
    output_1.data[3u] = 9;
    return;
}
