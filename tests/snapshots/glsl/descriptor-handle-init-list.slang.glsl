#version 450
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 2, set = 1) readonly buffer StructuredBuffer_block
{
    int[] data;
} _slang_resource_heap[];
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    uvec2 a;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uvec2 t_1 = globalParams.a;
    uint t_2 = t.x;
    int t_3 = _slang_resource_heap[t_1.x].data[t_2 + 2u];
    outputBuffer.data[t_2] = t_3;
    return;
}
