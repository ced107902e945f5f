#version 450
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int classify(uint p);
int shadow(int x);
void main();
int classify(uint p) {
    switch (p) {
    case 0u:
    {
        return 10;
    }
    case 2u:
    {
        return 20;
    }
    case 3u:
    {
        return 30;
    }
    default: {
        break;
    }
    }
    return 40;
}
int shadow(int x) {
    int[4] arr = int[4](0, 0, 0, 0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = x + i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t = arr[3];
    return 20 + (300 + t) + 2;
}
void main() {
    uvec3 t_1 = gl_GlobalInvocationID;
    int t_2 = int(t_1.x);
    int t_3 = t_2 * 4;
    int t_4 = 2 * t_2;
    int t_5 = classify(uint(t_4));
    int t_6 = classify(uint(t_4 + 1));
    outputBuffer.data[uint(t_3)] = t_5 * 100 + t_6;
    int[3] a = int[3](0, 0, 0);
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        a[i_3] = t_2 + i_3;
        i_3 = i_3 + 1;
        continue;
    }
    int t_7 = a[0];
    int t_8 = a[1];
    int t_9 = a[2];
    outputBuffer.data[uint(t_3 + 1)] = t_7 + t_8 + t_9;
    int t_10 = shadow(t_2);
    outputBuffer.data[uint(t_3 + 2)] = t_10;
    outputBuffer.data[uint(t_3 + 3)] = 116;
    return;
}
