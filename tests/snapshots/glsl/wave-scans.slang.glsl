#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_basic : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    int t_3 = t_2 + 10;
    uint t_4 = 1u << (t_1 & 31u) | 256u;
    int t_5 = t_2 * 7;
    int t_6 = subgroupExclusiveMin(t_3);
    outputBuffer.data[uint(t_5)] = t_6;
    int t_7 = subgroupExclusiveMax(t_3);
    outputBuffer.data[uint(t_5 + 1)] = t_7;
    uint t_8 = subgroupExclusiveOr(t_4);
    outputBuffer.data[uint(t_5 + 2)] = int(t_8);
    uint t_9 = subgroupExclusiveAnd(t_4 | 240u);
    outputBuffer.data[uint(t_5 + 3)] = int(t_9);
    ivec2 t_10 = ivec2(t_2, 3);
    ivec2 t_11 = subgroupExclusiveXor(t_10);
    ivec2 t_12 = subgroupExclusiveXor(t_10);
    outputBuffer.data[uint(t_5 + 4)] = t_11.x * 10 + t_12.y;
    uint t_13 = subgroupExclusiveMax(t_1 * 3u);
    outputBuffer.data[uint(t_5 + 5)] = int(t_13);
    uint t_14 = gl_SubgroupID;
    uint t_15 = gl_NumSubgroups;
    outputBuffer.data[uint(t_5 + 6)] = int(t_14 * 10u + t_15);
    vec2 t_16 = subgroupExclusiveMin(vec2(float(8u - t_1), float(t_1)));
    if (t_1 == 7u) {
        outputBuffer.data[56u] = int(t_16.x);
        outputBuffer.data[57u] = int(t_16.y);
    }
    return;
}
