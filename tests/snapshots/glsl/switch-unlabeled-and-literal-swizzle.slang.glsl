#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x) + 1 + 1;
    outputBuffer.data[0u] = t_1;
    int a;
    switch (t_1) {
    case 2:
    {
        a = t_1 + 100;
        break;
    }
    default: {
        a = t_1 + 1000;
        break;
    }
    }
    outputBuffer.data[1u] = a * 10000 + 1005;
    outputBuffer.data[2u] = 57;
    outputBuffer.data[3u] = 1722;
    return;
}
