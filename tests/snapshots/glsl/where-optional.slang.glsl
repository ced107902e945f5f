#version 450
struct Scored
{
    int s;
};
struct Slot_Scored_
{
    Scored item;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    Scored this_1 = Scored(0);
    this_1 = Scored(4);
    int t = this_1.s;
    outputBuffer.data[0u] = t * 2 + 1;
    outputBuffer.data[1u] = 50;
    outputBuffer.data[2u] = 60;
    Slot_Scored_ this_2 = Slot_Scored_(Scored(0));
    this_2 = Slot_Scored_(Scored(4));
    Scored t_1 = this_2.item;
    Scored this_3 = Scored(0);
    this_3 = t_1;
    int t_2 = this_3.s;
    outputBuffer.data[3u] = 100 + t_2 * 2;
    outputBuffer.data[4u] = 100;
    return;
}
