#version 450
struct Results
{
    int first;
    int second;
    int third;
    int vectorCompare;
    int borrowed;
    int multiplied;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    Results[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} values;
void main();
void main() {
    uint t = values.data[0u];
    outputBuffer.data[0u].first = int(t) + 1;
    int t_1 = outputBuffer.data[0u].first;
    uint t_2 = values.data[1u];
    outputBuffer.data[0u].second = t_1 + int(t_2);
    uint t_3 = values.data[2u];
    outputBuffer.data[0u].third = int(t_3) * 3;
    outputBuffer.data[0u].vectorCompare = 3;
    outputBuffer.data[0u].borrowed = 11;
    outputBuffer.data[0u].multiplied = 300;
    return;
}
