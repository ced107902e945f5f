#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
layout(local_size_x = 16, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    uint[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = inputBuffer.data[0u];
    uint t_2 = t.x;
    uint t_3 = subgroupAdd(1u);
    uint t_4 = subgroupBallotBitCount(subgroupBallot(true));
    uint t_5 = subgroupMax(t_2);
    uint t_6 = t_1 + t_1 * 10u + t_1 * 100u + uint(t_1 > 2u ? 1000 : 0) + uint(t_3 == t_4 ? 10000 : 0) + 100000u;
    uint r;
    if (t_2 % 2u == 0u) {
        r = t_6 + (t_1 + 1u) * 1000000u;
    } else {
        r = t_6 + uint(t_1 == 6u ? 2000000 : 0);
    }
    outputBuffer.data[t_2] = r;
    return;
}
