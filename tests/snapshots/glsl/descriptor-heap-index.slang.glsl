#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 2, set = 1) buffer RWStructuredBuffer_block
{
    int[] data;
} _slang_resource_heap_1[];
layout(std430, binding = 2, set = 1) readonly buffer StructuredBuffer_block
{
    int[] data;
} _slang_resource_heap[];
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    uvec2 a;
    uvec2 b;
    uvec2 result;
} globalParams;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uvec2 t_1 = globalParams.a;
    uvec2 t_2 = globalParams.b;
    uvec2 t_3 = globalParams.result;
    uint t_4 = t.x;
    int t_5 = _slang_resource_heap[t_1.x].data[t_4];
    int t_6 = _slang_resource_heap[t_2.x].data[3u - t_4];
    _slang_resource_heap_1[t_3.x].data[t_4] = t_5 * 100 + t_6;
    return;
}
