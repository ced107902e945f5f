#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    uint[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
uint collatzSteps(uint p);
void main();
uint collatzSteps(uint p) {
    uint n;
    uint steps;
    uint n_1 = p;
    uint steps_1 = 0u;
    for (;;) {
        if (n_1 != 1u) {
        } else {
            uint t = n_1;
            uint t_1 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        uint t_2 = n_1 % 2u == 0u ? n_1 / 2u : 3u * n_1 + 1u;
        uint t_3 = steps_1 + 1u;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    return steps;
}
void main() {
    uvec3 t_4 = gl_GlobalInvocationID;
    uint t_5 = t_4.x;
    uint t_6 = inputBuffer.data[t_5];
    uint t_7 = collatzSteps(t_6);
    outputBuffer.data[t_5] = t_7;
    uint n_2;
    uint digits;
    uint n_3 = t_6;
    uint digits_1 = 0u;
    for (;;) {
        uint t_8 = digits_1 + 1u;
        uint t_9 = n_3 / 10u;
        if (t_9 != 0u) {
        } else {
            uint t_10 = t_9;
            uint t_11 = t_8;
            n_2 = t_10;
            digits = t_11;
            break;
        }
        uint t_12 = t_9;
        uint t_13 = t_8;
        n_3 = t_12;
        digits_1 = t_13;
        continue;
    }
    outputBuffer.data[4u + t_5] = digits;
    return;
}
