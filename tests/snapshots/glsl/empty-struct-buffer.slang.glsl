#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} result;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    result.data[t_1] = float(t_1) * 2.5 + 1.0;
    return;
}
