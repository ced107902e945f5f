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
        int[3] a = int[3](0, 0, 0);
        a = int[3](1, 2, 3);
        a[2] = 40;
        int t = a[2];
        result = 5 + (17 + t);
        break;
    }
    case 1:
    {
        int[3] a_1 = int[3](0, 0, 0);
        a_1[2] = 40;
        int t_1 = a_1[2];
        result = 17 + t_1;
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
    uvec3 t_2 = gl_GlobalInvocationID;
    uint t_3 = t_2.x;
    int t_4 = scoped(int(t_3));
    outputBuffer.data[t_3] = t_4;
    return;
}
