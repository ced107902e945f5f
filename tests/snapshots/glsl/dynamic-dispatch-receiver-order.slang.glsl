#version 450
struct Counter
{
    int c;
};
struct IStepper
{
    uint typeId;
    Counter p0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int runThen(IStepper f, int x);
void main();
int runThen(IStepper f, int x) {
    int t = f.p0.c + 1;
    int t_1 = t + 1;
    return (x + t + t_1) * 100 + t_1;
}
void main() {
    outputBuffer.data[0u] = 8;
    outputBuffer.data[1u] = 51;
    int t_2 = runThen(IStepper(0u, Counter(1)), 3);
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = 7;
    outputBuffer.data[4u] = 2;
    outputBuffer.data[5u] = 9;
    outputBuffer.data[6u] = 3;
    return;
}
