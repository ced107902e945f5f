#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 2, set = 1) readonly buffer StructuredBuffer_block
{
    int[] data;
} _slang_resource_heap[];
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    uvec2 src;
} globalParams;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uvec2 t_2 = globalParams.src;
    int t_3 = _slang_resource_heap[t_2.x].data[t_1];
    uvec2 t_4 = globalParams.src;
    int t_5 = _slang_resource_heap[t_4.x].data[t_1 + 4u];
    output_1.data[t_1] = t_3 + t_5;
    if (t_1 == 0u) {
        output_1.data[4u] = 1;
        output_1.data[5u] = 5;
        output_1.data[6u] = 2;
        output_1.data[7u] = 4;
        output_1.data[8u] = 8;
        output_1.data[9u] = 7;
        output_1.data[10u] = 1;
        output_1.data[11u] = 0;
    }
    return;
}
