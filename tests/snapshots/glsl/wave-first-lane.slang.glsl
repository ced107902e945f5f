#version 450
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    bool t_2 = subgroupElect();
    outputBuffer.data[4u + t_1] = uint(t_2 ? 1 : 0);
    if (t_1 >= 1u) {
        bool t_3 = subgroupElect();
        outputBuffer.data[t_1] = uint(t_3 ? 1 : 0);
    }
    return;
}
