#version 450
#extension GL_EXT_nonuniform_qualifier : require
struct Params
{
    int scale;
    uvec2 bytes;
    uvec2 dst;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 2, set = 1) readonly buffer ByteAddressBuffer_block
{
    uint[] data;
} _slang_resource_heap_2[];
layout(std430, binding = 2, set = 1) readonly buffer StructuredBuffer_block
{
    int[] data;
} _slang_resource_heap_1[];
layout(std430, binding = 2, set = 1) buffer RWStructuredBuffer_block
{
    int[] data;
} _slang_resource_heap[];
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    uvec2 src;
    Params params;
} globalParams;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uvec2 t_2 = globalParams.params.dst;
    uvec2 t_3 = globalParams.src;
    int t_4 = _slang_resource_heap_1[t_3.x].data[t_1];
    int t_5 = globalParams.params.scale;
    uvec2 t_6 = globalParams.params.bytes;
    uint t_7 = _slang_resource_heap_2[t_6.x].data[t_1 * 4u >> (2u & 31u)];
    _slang_resource_heap[t_2.x].data[t_1] = t_4 * t_5 + int(t_7);
    return;
}
