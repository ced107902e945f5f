#version 450
struct A
{
    int x;
    int y;
};
struct B
{
    int x;
    int y;
};
struct C
{
    int x;
    int y;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int counter = 40;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    A a = A(0, 0);
    a = A(5, 0);
    int t_1 = a.x;
    outputBuffer.data[0u] = t_1;
    int t_2 = a.y;
    outputBuffer.data[1u] = t_2;
    B t_3 = B(0, 0);
    t_3 = B(7, 1);
    int t_4 = t_3.x;
    int t_5 = t_3.y;
    t_3.y = t_4 + t_5;
    B t_6 = t_3;
    B b = B(0, 0);
    b = t_6;
    int t_7 = b.x;
    outputBuffer.data[2u] = t_7;
    int t_8 = b.y;
    outputBuffer.data[3u] = t_8;
    C t_9 = C(0, 0);
    int t_10 = counter;
    t_9 = C(t_10 + 2, 3);
    int t_11 = t_9.x;
    t_9.y = (int(t.x) + 2) * t_11;
    C t_12 = t_9;
    C c = C(0, 0);
    c = t_12;
    int t_13 = c.x;
    outputBuffer.data[4u] = t_13;
    int t_14 = c.y;
    outputBuffer.data[5u] = t_14;
    counter = 10;
    C t_15 = C(0, 0);
    int t_16 = counter;
    t_15 = C(t_16 + 2, 3);
    int t_17 = t_15.x;
    t_15.y = t_17;
    C t_18 = t_15;
    C d = C(0, 0);
    d = t_18;
    int t_19 = d.x;
    outputBuffer.data[6u] = t_19;
    int t_20 = d.y;
    outputBuffer.data[7u] = t_20;
    B f = B(0, 0);
    B t_21 = B(0, 0);
    t_21 = B(7, 1);
    int t_22 = t_21.x;
    int t_23 = t_21.y;
    t_21.y = t_22 + t_23;
    B t_24 = t_21;
    f = t_24;
    int t_25 = f.y;
    outputBuffer.data[8u] = t_25;
    return;
}
