#version 450
struct Stack4
{
    int t;
};
struct Holder
{
    int v;
};
struct Table_Seven_
{
    int bias;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 15.0;
    outputBuffer.data[1u] = 2.5;
    Stack4 this_1 = Stack4(0);
    this_1 = Stack4(9);
    int t = this_1.t;
    outputBuffer.data[2u] = float(4 + (400 + t));
    Stack4 this_2 = Stack4(0);
    this_2 = Stack4(9);
    int t_1 = this_2.t;
    outputBuffer.data[3u] = float(400 + t_1);
    Holder this_3 = Holder(0);
    this_3 = Holder(21);
    int t_2 = this_3.v;
    outputBuffer.data[4u] = float(t_2 - 1);
    Holder this_4 = Holder(0);
    this_4 = Holder(21);
    int t_3 = this_4.v;
    int t_4 = this_4.v;
    outputBuffer.data[5u] = float(t_3 + t_4);
    Table_Seven_ this_5 = Table_Seven_(0);
    this_5 = Table_Seven_(30);
    int t_5 = this_5.bias;
    outputBuffer.data[6u] = float(7 + t_5);
    Table_Seven_ this_6 = Table_Seven_(0);
    this_6 = Table_Seven_(30);
    int t_6 = this_6.bias;
    outputBuffer.data[7u] = float((7 + t_6) * 2);
    return;
}
