#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
int[8] table = int[8](3, 1, 4, 1, 5, 9, 2, 6);
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int[10] fib = int[10](0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    fib[0] = 0;
    fib[1] = 1;
    int i;
    int i_1 = 2;
    for (;;) {
        if (i_1 < 10) {
        } else {
            i = i_1;
            break;
        }
        int t_1 = fib[i_1 - 1];
        int t_2 = fib[i_1 - 2];
        fib[i_1] = t_1 + t_2;
        i_1 = i_1 + 1;
        continue;
    }
    ivec2[2] pairs = ivec2[2](ivec2(0), ivec2(0));
    pairs = ivec2[2](ivec2(1, 2), ivec2(3, 4));
    uint t_3 = t.x;
    int t_4 = fib[t_3 * 3u];
    int t_5 = table[t_3 * 2u + 1u];
    outputBuffer.data[t_3] = t_4 + t_5;
    int t_6 = pairs[t_3 % 2u][t_3 / 2u];
    int t_7 = table[7u - t_3];
    outputBuffer.data[4u + t_3] = t_6 * 10 + t_7;
    return;
}
