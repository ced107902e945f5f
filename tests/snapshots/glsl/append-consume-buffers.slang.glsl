#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} source;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    int[] data;
} source_counter;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_2
{
    int[] data;
} sink;
layout(std430, binding = 3, set = 0) buffer RWStructuredBuffer_block_3
{
    int[] data;
} sink_counter;
layout(std430, binding = 4, set = 0) buffer RWStructuredBuffer_block_4
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    int t_1 = atomicAdd(source_counter.data[0u], -1);
    int t_2 = source.data[uint(t_1 + -1)];
    int t_3 = atomicAdd(sink_counter.data[0u], 1);
    sink.data[uint(t_3)] = 10;
    int t_4 = atomicAdd(outputBuffer.data[2u], t_2);
    int t_5 = atomicAdd(outputBuffer.data[3u], t_2 * t_2);
    int t_6 = atomicMax(outputBuffer.data[4u], t_2);
    uint t_7 = uint(sink.data.length());
    if (t == 0u) {
        outputBuffer.data[0u] = int(t_7);
        outputBuffer.data[1u] = 4;
    }
    return;
}
