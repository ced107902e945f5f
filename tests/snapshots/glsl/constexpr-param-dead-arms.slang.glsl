#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
int pick(int p, int x);
int pick_1(int _constexpr_arg_mode, int x_1);
int pick_2(int _constexpr_arg_mode_1, int x_2);
int pick_3(int _constexpr_arg_mode_2, int x_3);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x) + 3;
    int t_2 = pick(0, t_1);
    outputBuffer.data[0u] = t_2;
    int t_3 = pick_1(1, t_1);
    outputBuffer.data[1u] = t_3;
    int t_4 = pick_2(2, t_1);
    outputBuffer.data[2u] = t_4;
    int t_5 = pick_3(7, t_1);
    outputBuffer.data[3u] = t_5;
    int t_6 = pick_2(2, t_1);
    int t_7 = pick_2(2, t_1);
    outputBuffer.data[4u] = t_6 + t_7;
    outputBuffer.data[5u] = 26;
    return;
}
int pick(int p, int x) {
    return x + 1;
}
int pick_1(int _constexpr_arg_mode, int x_1) {
    switch (1) {
    case 1:
    {
        return x_1 * 10;
    }
    case 2:
    {
        return x_1 * 100;
    }
    default: {
        return -x_1;
    }
    }
    return 0;
}
int pick_2(int _constexpr_arg_mode_1, int x_2) {
    switch (2) {
    case 1:
    {
        return x_2 * 10;
    }
    case 2:
    {
        return x_2 * 100;
    }
    default: {
        return -x_2;
    }
    }
    return 0;
}
int pick_3(int _constexpr_arg_mode_2, int x_3) {
    switch (7) {
    case 1:
    {
        return x_3 * 10;
    }
    case 2:
    {
        return x_3 * 100;
    }
    default: {
        return -x_3;
    }
    }
    return 0;
}
