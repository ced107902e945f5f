#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int[4] h = int[4](0, 0, 0, 0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        h[i_1] = i_1 * 10;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = ivec3(t).x;
    int t_2 = h[3 - t_1];
    outputBuffer.data[uint(t_1)] = 7 + t_2;
    return;
}
