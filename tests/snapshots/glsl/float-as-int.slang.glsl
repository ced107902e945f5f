#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int[3] a = int[3](0, 0, 0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            i = i_1;
            break;
        }
        a[i_1] = i_1 + int(t.x);
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer.data[0u] = 1065353216;
    outputBuffer.data[1u] = -1073741824;
    outputBuffer.data[2u] = 15872;
    outputBuffer.data[3u] = 1071644672;
    outputBuffer.data[4u] = 3;
    int t_1 = a[2];
    outputBuffer.data[5u] = t_1;
    outputBuffer.data[6u] = 1077936128;
    outputBuffer.data[7u] = -32768;
    return;
}
