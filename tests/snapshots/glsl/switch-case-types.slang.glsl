#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    switch (t_1 - 1u) {
    case 0u:
    {
        outputBuffer.data[0u] = 2;
        break;
    }
    case 4294967295u:
    {
        outputBuffer.data[0u] = 1;
        break;
    }
    default: {
        outputBuffer.data[0u] = 3;
        break;
    }
    }
    switch (int(t_1) - 1) {
    case -1:
    {
        outputBuffer.data[1u] = 1;
        break;
    }
    default: {
        outputBuffer.data[1u] = 3;
        break;
    }
    }
    return;
}
