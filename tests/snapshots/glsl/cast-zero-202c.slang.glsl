#version 450
struct S
{
    int a;
    int b;
    int c;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    S s = S(0, 0, 0);
    s = S(0, 5, 0);
    int t_1 = s.a;
    outputBuffer.data[0u] = t_1;
    int t_2 = s.b;
    outputBuffer.data[1u] = t_2;
    int t_3 = s.c;
    outputBuffer.data[2u] = t_3;
    S t_4 = S(0, 0, 0);
    t_4 = S(int(t.x) + 3, 5, 0);
    int t_5 = t_4.a;
    outputBuffer.data[3u] = t_5;
    int t_6 = t_4.b;
    outputBuffer.data[4u] = t_6;
    int t_7 = t_4.c;
    outputBuffer.data[5u] = t_7;
    return;
}
