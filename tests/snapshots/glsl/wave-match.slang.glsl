#version 450
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
uvec4 core_WaveMatch(uint value);
uvec4 core_WaveMatch_1(uvec2 value_1);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uvec4 t_2 = core_WaveMatch(t_1 % 3u);
    outputBuffer.data[t_1] = t_2.x + t_2.y + t_2.z + t_2.w;
    if (t_1 >= 4u) {
        uvec4 t_3 = core_WaveMatch_1(uvec2(t_1 & 1u, 7u));
        outputBuffer.data[8u + t_1] = t_3.x;
    }
    return;
}
uvec4 core_WaveMatch(uint value) {
    uvec4 t_4 = subgroupBallot(true);
    uvec4 active_1 = uvec4(0u);
    active_1 = t_4;
    uvec4 lanes = uvec4(0u);
    lanes = uvec4(0u, 0u, 0u, 0u);
    uint t_5 = gl_SubgroupSize;
    uint j;
    uint j_1 = 0u;
    for (;;) {
        if (j_1 < t_5) {
        } else {
            j = j_1;
            break;
        }
        uint t_6 = 1u << (j_1 & 31u & 31u);
        uint t_7 = j_1 >> (5u & 31u);
        uint t_8 = active_1[t_7];
        if ((t_8 & t_6) != 0u) {
            uint t_9 = subgroupShuffle(value, j_1);
            if (t_9 == value) {
                uint t_10 = lanes[t_7];
                lanes[t_7] = t_10 | t_6;
            }
        }
        j_1 = j_1 + 1u;
        continue;
    }
    uvec4 t_11 = lanes;
    return t_11;
}
uvec4 core_WaveMatch_1(uvec2 value_1) {
    uvec4 t_12 = subgroupBallot(true);
    uvec4 active_2 = uvec4(0u);
    active_2 = t_12;
    uvec4 lanes_1 = uvec4(0u);
    lanes_1 = uvec4(0u, 0u, 0u, 0u);
    uint t_13 = gl_SubgroupSize;
    uint j_2;
    uint j_3 = 0u;
    for (;;) {
        if (j_3 < t_13) {
        } else {
            j_2 = j_3;
            break;
        }
        uint t_14 = 1u << (j_3 & 31u & 31u);
        uint t_15 = j_3 >> (5u & 31u);
        uint t_16 = active_2[t_15];
        if ((t_16 & t_14) != 0u) {
            uvec2 t_17 = subgroupShuffle(value_1, j_3);
            if (all(equal(t_17, value_1))) {
                uint t_18 = lanes_1[t_15];
                lanes_1[t_15] = t_18 | t_14;
            }
        }
        j_3 = j_3 + 1u;
        continue;
    }
    uvec4 t_19 = lanes_1;
    return t_19;
}
