#version 450
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uvec3 t_1 = gl_WorkGroupID;
    uvec3 t_2 = gl_LocalInvocationID;
    uint t_3 = t.x;
    outputBuffer.data[t_3] = t_1.x * 100u + t_2.x * 10u + t_3;
    return;
}
