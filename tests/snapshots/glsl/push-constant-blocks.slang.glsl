#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(push_constant, std430) uniform Push_block
{
    float scale;
    int count;
    uint offset;
} Push;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    float t = Push.scale;
    outputBuffer.data[0u] = int(t * 2.0);
    int t_1 = Push.count;
    outputBuffer.data[1u] = t_1 + 1;
    uint t_2 = Push.offset;
    int t_3 = Push.count;
    outputBuffer.data[2u] = int(t_2) * t_3;
    float t_4 = Push.scale;
    int t_5 = Push.count;
    outputBuffer.data[3u] = int(t_4 * float(t_5));
    return;
}
