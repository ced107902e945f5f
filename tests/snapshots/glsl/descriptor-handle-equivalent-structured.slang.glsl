#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 2, set = 1) buffer RWByteAddressBuffer_block
{
    uint[] data;
} _slang_resource_heap_2[];
layout(std430, binding = 2, set = 1) buffer RWStructuredBuffer_block
{
    uint[] data;
} _slang_resource_heap_1[];
layout(std430, binding = 2, set = 1) readonly buffer StructuredBuffer_block
{
    uvec2[] data;
} _slang_resource_heap[];
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} output_1;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    uvec2 bytes;
    uvec2 rwBytes;
} globalParams;
void main();
void main() {
    uvec2 t = globalParams.bytes;
    uvec2 t_1 = globalParams.rwBytes;
    uvec2 t_2 = _slang_resource_heap[t.x].data[1u];
    _slang_resource_heap_1[t_1.x].data[1u] = t_2.y + 5u;
    uint t_3 = atomicAdd(_slang_resource_heap_1[t_1.x].data[2u], 100u);
    uvec2 t_4 = _slang_resource_heap[t.x].data[0u];
    uvec2 t_5 = _slang_resource_heap[t.x].data[1u];
    output_1.data[0u] = t_4.x + t_5.x;
    uint t_6 = _slang_resource_heap_1[t_1.x].data[1u];
    output_1.data[1u] = t_6;
    output_1.data[2u] = t_3;
    uvec2 t_7 = globalParams.rwBytes;
    uint t_8 = _slang_resource_heap_2[t_7.x].data[2u];
    output_1.data[3u] = t_8;
    return;
}
