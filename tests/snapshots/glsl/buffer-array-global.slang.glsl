#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputs[3];
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = outputs[1u].data[t_1];
    int t_3 = outputs[1u + (t_1 & 1u)].data[t_1];
    outputs[0u].data[t_1] = t_2 * t_3;
    return;
}
