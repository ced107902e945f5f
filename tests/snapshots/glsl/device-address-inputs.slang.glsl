#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_int
{
    int _data;
};
struct Node
{
    int value;
    BufferPointer_int next;
};
layout(buffer_reference, scalar, buffer_reference_align = 8) buffer BufferPointer_Node
{
    Node _data;
};
struct Params
{
    int scale;
    BufferPointer_int results;
};
layout(buffer_reference, scalar, buffer_reference_align = 8) buffer BufferPointer_BufferPointer_int
{
    BufferPointer_int _data;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    BufferPointer_int values;
    BufferPointer_Node nodes;
    uint64_t raw;
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(push_constant, std430) uniform EntryPointParams_block
{
    BufferPointer_int extra;
} entryPointParams;
void main();
void main() {
    BufferPointer_int t = entryPointParams.extra;
    BufferPointer_int extra = BufferPointer_int(uint64_t(0));
    extra = t;
    BufferPointer_int t_1 = globalParams.values;
    int t_2 = BufferPointer_int(uint64_t(t_1) + uint64_t(2) * 4ul)._data;
    outputBuffer.data[0u] = t_2;
    BufferPointer_Node t_3 = globalParams.nodes;
    int t_4 = BufferPointer_int(uint64_t(BufferPointer_Node(uint64_t(t_3) + uint64_t(0) * 16ul)) + 0ul)._data;
    BufferPointer_Node t_5 = globalParams.nodes;
    BufferPointer_int t_6 = BufferPointer_BufferPointer_int(uint64_t(BufferPointer_Node(uint64_t(t_5) + uint64_t(0) * 16ul)) + 8ul)._data;
    int t_7 = BufferPointer_int(uint64_t(t_6) + uint64_t(1) * 4ul)._data;
    outputBuffer.data[1u] = t_4 + t_7;
    BufferPointer_Node t_8 = globalParams.nodes;
    int t_9 = BufferPointer_int(uint64_t(BufferPointer_Node(uint64_t(t_8) + uint64_t(1) * 16ul)) + 0ul)._data;
    BufferPointer_Node t_10 = globalParams.nodes;
    BufferPointer_int t_11 = BufferPointer_BufferPointer_int(uint64_t(BufferPointer_Node(uint64_t(t_10) + uint64_t(1) * 16ul)) + 8ul)._data;
    int t_12 = BufferPointer_int(uint64_t(t_11) + uint64_t(3) * 4ul)._data;
    outputBuffer.data[2u] = t_9 + t_12;
    uint64_t t_13 = globalParams.raw;
    BufferPointer_int t_14 = BufferPointer_int(t_13);
    BufferPointer_int t_15 = BufferPointer_int(uint64_t(0));
    t_15 = t_14;
    BufferPointer_int t_16 = t_15;
    int t_17 = BufferPointer_int(uint64_t(t_16) + uint64_t(2) * 4ul)._data;
    outputBuffer.data[3u] = t_17;
    BufferPointer_int t_18 = extra;
    int t_19 = BufferPointer_int(uint64_t(t_18) + uint64_t(1) * 4ul)._data;
    outputBuffer.data[4u] = t_19;
    BufferPointer_int t_20 = globalParams.values;
    BufferPointer_int(uint64_t(t_20) + uint64_t(0) * 4ul)._data = 11;
    BufferPointer_Node t_21 = globalParams.nodes;
    BufferPointer_int t_22 = BufferPointer_BufferPointer_int(uint64_t(BufferPointer_Node(uint64_t(t_21) + uint64_t(1) * 16ul)) + 8ul)._data;
    int t_23 = BufferPointer_int(uint64_t(t_22) + uint64_t(0) * 4ul)._data;
    outputBuffer.data[5u] = t_23;
    BufferPointer_int t_24 = globalParams.params.results;
    int t_25 = globalParams.params.scale;
    BufferPointer_int t_26 = globalParams.values;
    int t_27 = BufferPointer_int(uint64_t(t_26) + uint64_t(1) * 4ul)._data;
    BufferPointer_int(uint64_t(t_24) + uint64_t(0) * 4ul)._data = t_25 * t_27;
    BufferPointer_int t_28 = globalParams.params.results;
    int t_29 = globalParams.params.scale;
    BufferPointer_int t_30 = extra;
    int t_31 = BufferPointer_int(uint64_t(t_30) + uint64_t(0) * 4ul)._data;
    BufferPointer_int(uint64_t(t_28) + uint64_t(1) * 4ul)._data = t_29 * t_31;
    BufferPointer_int t_32 = globalParams.params.results;
    BufferPointer_int(uint64_t(t_32) + uint64_t(2) * 4ul)._data = -1;
    return;
}
