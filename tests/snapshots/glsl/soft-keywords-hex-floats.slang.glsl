#version 450
struct Fields
{
    int internal;
    int var;
    float as;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    Fields f = Fields(0, 0, 0.0);
    f = Fields(3, 4, 0.125);
    int[3] values = int[3](0, 0, 0);
    values = int[3](1, 2, 3);
    int t = f.internal;
    int t_1 = f.var;
    outputBuffer.data[0u] = float(t + t_1 + 2);
    float t_2 = f.as;
    outputBuffer.data[1u] = t_2;
    outputBuffer.data[2u] = 3.0;
    outputBuffer.data[3u] = 40.0;
    int t_3 = values[2];
    outputBuffer.data[4u] = float(t_3) + 0.5;
    return;
}
