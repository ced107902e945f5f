#version 450
struct A
{
    int x;
};
struct B
{
    float f;
};
struct Tuple_A_B_
{
    A _0;
    B _1;
};
struct Pack_A_B_
{
    Tuple_A_B_ items;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
int Pack_A_B_weighted(Pack_A_B_ p);
void main() {
    outputBuffer.data[0u] = 18;
    int t = Pack_A_B_weighted(Pack_A_B_(Tuple_A_B_(A(3), B(1.5))));
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 7;
    outputBuffer.data[3u] = 0;
    return;
}
int Pack_A_B_weighted(Pack_A_B_ p) {
    Tuple_A_B_ t_1 = p.items;
    return t_1._0.x + int(t_1._1.f * 10.0) * 2;
}
