#version 450
layout(local_size_x = 6, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    int r;
    switch (t_2) {
    case 0:
    {
        r = 100;
        break;
    }
    case 1:
    case 2:
    {
        r = 200 + t_2;
        break;
    }
    case 3:
    {
        r = 304;
        break;
    }
    case 4:
    {
        r = 4;
        break;
    }
    default: {
        r = -1;
        break;
    }
    }
    outputBuffer.data[t_1] = r;
    return;
}
