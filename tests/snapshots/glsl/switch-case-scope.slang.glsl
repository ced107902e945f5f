#version 450
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int scoped(int p);
void main();
int scoped(int p) {
    int result;
    switch (p) {
    case 0:
    {
        result = 62;
        break;
    }
    case 1:
    {
        result = 57;
        break;
    }
    case 2:
    {
        result = 20;
        break;
    }
    case 3:
    {
        result = -3;
        break;
    }
    default: {
        result = 1020;
        break;
    }
    }
    return result;
}
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = scoped(int(t_1));
    outputBuffer.data[t_1] = t_2;
    return;
}
