#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
#extension GL_KHR_shader_subgroup_ballot : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_vote : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
uvec4 core_lanes_below(uint p);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uvec4 t_2 = subgroupBallot(true);
    uint t_3 = t_2.x;
    uint t_4 = subgroupAdd(t_1);
    ivec2 t_5 = subgroupBroadcastFirst(ivec2(3, 0));
    bool t_6 = subgroupAll(all(equal(ivec2(3, 0), t_5)));
    uint t_7 = subgroupBroadcastFirst(t_1);
    bool t_8 = subgroupAll(t_1 == t_7);
    uvec4 t_9 = subgroupBallot(t_1 != 1u);
    uint t_10 = gl_SubgroupInvocationID;
    uvec4 t_11 = core_lanes_below(t_10);
    uvec4 t_12 = t_9 & t_11;
    uint t_13 = subgroupShuffle(t_1 * 10u, 2u);
    uint t_14 = subgroupShuffle(t_1, 3u);
    uint t_15 = t_1 * 8u;
    outputBuffer.data[t_15] = t_3 + (t_4 << (4u & 31u)) + (uint(t_6) << (8u & 31u)) + (uint(t_8) << (9u & 31u)) + (uint(bitCount(t_12.x)) + uint(bitCount(t_12.y)) + uint(bitCount(t_12.z)) + uint(bitCount(t_12.w)) << (12u & 31u)) + (t_13 << (16u & 31u)) + (t_14 << (24u & 31u));
    uint t_16 = gl_SubgroupInvocationID;
    uvec4 t_17 = core_lanes_below(t_16 + 1u);
    uint t_18 = gl_SubgroupInvocationID;
    uvec4 t_19 = core_lanes_below(t_18);
    uint t_20 = gl_SubgroupInvocationID;
    uvec4 t_21 = core_lanes_below(t_20);
    outputBuffer.data[t_15 + 1u] = (t_17 & ~t_19).x | t_21.y << (8u & 31u);
    uint t_22 = gl_SubgroupInvocationID;
    uvec4 t_23 = core_lanes_below(t_22);
    outputBuffer.data[t_15 + 2u] = (~t_23).x & t_3;
    uint t_24 = gl_SubgroupInvocationID;
    uvec4 t_25 = core_lanes_below(t_24 + 1u);
    uint t_26 = gl_SubgroupInvocationID;
    uvec4 t_27 = core_lanes_below(t_26 + 1u);
    outputBuffer.data[t_15 + 3u] = t_25.x | ((~t_27).x & t_3) << (8u & 31u);
    mat2 x = mat2(0.0);
    x = mat2(vec2(float(t_1), 1.0), vec2(2.0, float(t_1 * t_1)));
    mat2 r = mat2(0.0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            i = i_1;
            break;
        }
        vec2 t_28 = x[i_1];
        vec2 t_29 = subgroupAdd(t_28);
        r[i_1] = t_29;
        i_1 = i_1 + 1;
        continue;
    }
    mat2 t_30 = r;
    vec2 t_31 = t_30[0];
    vec2 t_32 = t_30[1];
    outputBuffer.data[t_15 + 4u] = uint(t_31.x + t_31.y * 10.0 + t_32.x * 100.0 + t_32.y * 1000.0);
    ivec2[2] x_1 = ivec2[2](ivec2(0), ivec2(0));
    x_1 = ivec2[2](ivec2(int(t_1), 5), ivec2(6, 7));
    ivec2[2] r_1 = ivec2[2](ivec2(0), ivec2(0));
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        ivec2 t_33 = x_1[i_3];
        ivec2 t_34 = subgroupShuffle(t_33, 1u);
        r_1[i_3] = t_34;
        i_3 = i_3 + 1;
        continue;
    }
    ivec2[2] t_35 = r_1;
    outputBuffer.data[t_15 + 5u] = uint(t_35[0].x + t_35[1].y * 10);
    uvec4 t_36 = subgroupBallot(t_1 >= 2u);
    uvec4 t_37 = subgroupBallot(true);
    outputBuffer.data[t_15 + 6u] = t_36.x | t_37.x << (8u & 31u);
    uint t_38 = subgroupExclusiveMul(t_1 + 1u);
    uvec4 t_39 = subgroupBallot(true);
    outputBuffer.data[t_15 + 7u] = t_38 + t_39.x * 16u;
    return;
}
uvec4 core_lanes_below(uint p) {
    uvec4 r_2 = uvec4(0u);
    uint i_4;
    uint i_5 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        uint t_40 = i_5 * 32u;
        uint t_41;
        if (p >= t_40 + 32u) {
            t_41 = 4294967295u;
        } else {
            t_41 = p <= t_40 ? 0u : (1u << (p - t_40 & 31u)) - 1u;
        }
        r_2[i_5] = t_41;
        i_5 = i_5 + 1u;
        continue;
    }
    uvec4 t_42 = r_2;
    return t_42;
}
