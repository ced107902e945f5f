#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
uint core_subgroupBallotFindLSB(uvec4 value);
uint core_subgroupBallotFindMSB(uvec4 value_1);
void main() {
    outputBuffer.data[0u] = 23.0;
    outputBuffer.data[1u] = 34.0;
    outputBuffer.data[2u] = 17.0;
    outputBuffer.data[3u] = 39.0;
    outputBuffer.data[4u] = 21.0;
    outputBuffer.data[5u] = 32.0;
    outputBuffer.data[6u] = 6.0;
    outputBuffer.data[7u] = 5.0;
    outputBuffer.data[8u] = 12.0;
    uint t = subgroupAnd(1u);
    uint t_1 = subgroupOr(0u);
    uint t_2 = subgroupXor(1u);
    outputBuffer.data[9u] = float(t != 0u) + 2.0 * float(t_1 != 0u) + 4.0 * float(t_2 != 0u);
    uvec2 t_3 = subgroupOr(uvec2(1u, 0u));
    bvec2 t_4 = notEqual(t_3, uvec2(0u, 0u));
    outputBuffer.data[10u] = float(t_4.x) + 2.0 * float(t_4.y);
    uint t_5 = core_subgroupBallotFindLSB(uvec4(6u, 0u, 0u, 0u));
    outputBuffer.data[11u] = float(t_5);
    uint t_6 = core_subgroupBallotFindMSB(uvec4(6u, 0u, 0u, 0u));
    outputBuffer.data[12u] = float(t_6);
    outputBuffer.data[13u] = 2.0;
    return;
}
uint core_subgroupBallotFindLSB(uvec4 value) {
    uvec4 value_2 = uvec4(0u);
    value_2 = value;
    uint i;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 4u) {
        } else {
            i = i_1;
            break;
        }
        uint t_7 = value_2[i_1];
        if (t_7 != 0u) {
            uint t_8 = value_2[i_1];
            return i_1 * 32u + uint(findLSB(t_8));
        }
        i_1 = i_1 + 1u;
        continue;
    }
    return 4294967295u;
}
uint core_subgroupBallotFindMSB(uvec4 value_1) {
    uvec4 value_3 = uvec4(0u);
    value_3 = value_1;
    int i_2;
    int i_3 = 3;
    for (;;) {
        if (i_3 >= 0) {
        } else {
            i_2 = i_3;
            break;
        }
        uint t_9 = value_3[i_3];
        if (t_9 != 0u) {
            uint t_10 = value_3[i_3];
            return uint(i_3) * 32u + uint(findMSB(t_10));
        }
        i_3 = i_3 - 1;
        continue;
    }
    return 4294967295u;
}
