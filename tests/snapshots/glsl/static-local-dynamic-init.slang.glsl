#version 450
struct _AnonymousStruct1_599
{
    int first;
    int second;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
_AnonymousStruct1_599 static_pair = _AnonymousStruct1_599(0, 0);
void main();
void main() {
    outputBuffer.data[0u] = 31;
    outputBuffer.data[1u] = 32;
    outputBuffer.data[2u] = 33;
    static_pair = _AnonymousStruct1_599(20, 2);
    int t = static_pair.second;
    static_pair.second = t + 1;
    int t_1 = static_pair.first;
    int t_2 = static_pair.second;
    outputBuffer.data[3u] = t_1 + t_2;
    int t_3 = static_pair.second;
    static_pair.second = t_3 + 1;
    int t_4 = static_pair.first;
    int t_5 = static_pair.second;
    outputBuffer.data[4u] = t_4 + t_5;
    return;
}
