#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    outputBuffer.data[0u] = 70;
    int[5] scratch = int[5](0, 0, 0, 0, 0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 5) {
        } else {
            i = i_1;
            break;
        }
        scratch[i_1] = i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = scratch[4];
    outputBuffer.data[1u] = t_1;
    switch (int(t.x) + 3) {
    case 3:
    {
        outputBuffer.data[2u] = 1;
        break;
    }
    default: {
        outputBuffer.data[2u] = 2;
        break;
    }
    }
    outputBuffer.data[3u] = 50;
    return;
}
