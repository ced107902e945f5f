#version 450
struct S
{
    ivec2 a;
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
    S z = S(ivec2(0), 0, 0);
    z = S(ivec2(1, 2), 0, 7);
    S s = S(ivec2(0), 0, 0);
    s = S(ivec2(int(t.x) + 3), 0, 7);
    ivec2 t_1 = z.a;
    outputBuffer.data[0u] = t_1.x;
    ivec2 t_2 = z.a;
    outputBuffer.data[1u] = t_2.y;
    int t_3 = z.b;
    outputBuffer.data[2u] = t_3;
    int t_4 = z.c;
    outputBuffer.data[3u] = t_4;
    ivec2 t_5 = s.a;
    outputBuffer.data[4u] = t_5.x;
    ivec2 t_6 = s.a;
    outputBuffer.data[5u] = t_6.y;
    int t_7 = s.b;
    outputBuffer.data[6u] = t_7;
    int t_8 = s.c;
    outputBuffer.data[7u] = t_8;
    return;
}
