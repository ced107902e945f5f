#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 0) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1;
        continue;
    }
    int[2] g = int[2](0, 0);
    g[0] = 20;
    g[1] = 300;
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            i_2 = i_3;
            break;
        }
        int t_1 = g[i_3];
        g[i_3] = t_1 + 1;
        i_3 = i_3 + 1;
        continue;
    }
    int s;
    int i_4;
    int s_1 = 7;
    int i_5 = 0;
    for (;;) {
        if (i_5 < 0) {
        } else {
            int t_2 = s_1;
            int t_3 = i_5;
            s = t_2;
            i_4 = t_3;
            break;
        }
        int t_4 = s_1;
        int t_5 = i_5 + 1;
        s_1 = t_4;
        i_5 = t_5;
        continue;
    }
    outputBuffer.data[0u] = s;
    int s_2;
    int i_6;
    int s_3 = 17;
    int i_7 = 0;
    for (;;) {
        if (i_7 < 0) {
        } else {
            int t_6 = s_3;
            int t_7 = i_7;
            s_2 = t_6;
            i_6 = t_7;
            break;
        }
        int t_8 = s_3;
        int t_9 = i_7 + 1;
        s_3 = t_8;
        i_7 = t_9;
        continue;
    }
    outputBuffer.data[1u] = s_2;
    outputBuffer.data[2u] = 1303;
    int[2] t_10 = g;
    int[2] this_1 = int[2](0, 0);
    this_1 = t_10;
    int s_4;
    int i_8;
    int s_5 = 4002;
    int i_9 = 0;
    for (;;) {
        if (i_9 < 2) {
        } else {
            int t_11 = s_5;
            int t_12 = i_9;
            s_4 = t_11;
            i_8 = t_12;
            break;
        }
        int t_13 = this_1[i_9];
        int t_14 = s_5 + t_13;
        int t_15 = i_9 + 1;
        s_5 = t_14;
        i_9 = t_15;
        continue;
    }
    outputBuffer.data[3u] = s_4;
    outputBuffer.data[4u] = int(t.x) + 4;
    return;
}
