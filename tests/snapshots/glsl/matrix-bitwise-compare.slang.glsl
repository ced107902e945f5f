#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
bool core_all(bvec2[2] x);
bool core_any(bvec2[2] x_1);
bool core_all_1(ivec2[2] x_2);
bool core_any_1(ivec2[2] x_3);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    ivec2 t_2 = ivec2(1 + t_1, 2);
    ivec2 t_3 = ivec2(3 + t_1, 1);
    bvec2 t_4 = greaterThanEqual(ivec2(3, 4), t_3);
    bvec2 t_5 = lessThan(ivec2(3, 4), t_3);
    bvec2 t_6 = greaterThanEqual(t_2, ivec2(2, 2));
    bvec2 t_7 = lessThan(t_2, ivec2(2, 2));
    outputBuffer.data[0u] = (t_2 << (ivec2(2, 2) & ivec2(31, 31))).x;
    outputBuffer.data[1u] = 16;
    ivec2 t_8 = t_2 << (ivec2(3, 3) & ivec2(31, 31)) >> (ivec2(1, 2) & ivec2(31, 31));
    outputBuffer.data[2u] = t_8.x;
    outputBuffer.data[3u] = t_8.y;
    outputBuffer.data[4u] = 3;
    outputBuffer.data[5u] = 32;
    outputBuffer.data[6u] = t_7.x ? 1 : 0;
    outputBuffer.data[7u] = t_7.y ? 1 : 0;
    outputBuffer.data[8u] = t_4.y ? 1 : 0;
    bool t_9 = core_all(bvec2[2](bvec2(uvec2(t_7) | uvec2(t_6)), bvec2(uvec2(t_5) | uvec2(t_4))));
    outputBuffer.data[9u] = t_9 ? 1 : 0;
    bool t_10 = core_any(bvec2[2](bvec2(uvec2(t_7) & uvec2(t_6)), bvec2(uvec2(t_5) & uvec2(t_4))));
    outputBuffer.data[10u] = t_10 ? 1 : 0;
    bool t_11 = core_all(bvec2[2](t_6, t_4));
    outputBuffer.data[11u] = t_11 ? 1 : 0;
    outputBuffer.data[12u] = t_4.x ? 1 : 0;
    outputBuffer.data[13u] = (ivec2(3, 4) ^ t_3).y;
    outputBuffer.data[14u] = (t_2 ^ ivec2(2, 2)).x;
    bool t_12 = core_all_1(ivec2[2](t_2, ivec2(3, 4)));
    outputBuffer.data[15u] = t_12 ? 1 : 0;
    bool t_13 = core_any_1(ivec2[2](ivec2(0, 0), ivec2(0, 0)));
    outputBuffer.data[16u] = t_13 ? 1 : 0;
    bool t_14 = core_all(bvec2[2](bvec2(true, true), bvec2(true, true)));
    outputBuffer.data[17u] = t_14 ? 1 : 0;
    return;
}
bool core_all(bvec2[2] x) {
    bvec2[2] x_4 = bvec2[2](bvec2(false), bvec2(false));
    x_4 = x;
    int r;
    int r_1 = 0;
    for (;;) {
        if (r_1 < 2) {
        } else {
            r = r_1;
            break;
        }
        bvec2 t_15 = x_4[r_1];
        if (!all(t_15)) {
            return false;
        }
        r_1 = r_1 + 1;
        continue;
    }
    return true;
}
bool core_any(bvec2[2] x_1) {
    bvec2[2] x_5 = bvec2[2](bvec2(false), bvec2(false));
    x_5 = x_1;
    int r_2;
    int r_3 = 0;
    for (;;) {
        if (r_3 < 2) {
        } else {
            r_2 = r_3;
            break;
        }
        bvec2 t_16 = x_5[r_3];
        if (any(t_16)) {
            return true;
        }
        r_3 = r_3 + 1;
        continue;
    }
    return false;
}
bool core_all_1(ivec2[2] x_2) {
    ivec2[2] x_6 = ivec2[2](ivec2(0), ivec2(0));
    x_6 = x_2;
    int r_4;
    int r_5 = 0;
    for (;;) {
        if (r_5 < 2) {
        } else {
            r_4 = r_5;
            break;
        }
        ivec2 t_17 = x_6[r_5];
        if (!all(bvec2(t_17))) {
            return false;
        }
        r_5 = r_5 + 1;
        continue;
    }
    return true;
}
bool core_any_1(ivec2[2] x_3) {
    ivec2[2] x_7 = ivec2[2](ivec2(0), ivec2(0));
    x_7 = x_3;
    int r_6;
    int r_7 = 0;
    for (;;) {
        if (r_7 < 2) {
        } else {
            r_6 = r_7;
            break;
        }
        ivec2 t_18 = x_7[r_7];
        if (any(bvec2(t_18))) {
            return true;
        }
        r_7 = r_7 + 1;
        continue;
    }
    return false;
}
