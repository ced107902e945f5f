#version 450
struct Scale
{
    int factor;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} table;
layout(push_constant, std430) uniform EntryPointParams_block
{
    Scale scale;
} entryPointParams;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block_1
{
    int[] data;
} entryPointParams_values;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} entryPointParams_results;
void main();
void main() {
    int t = entryPointParams.scale.factor;
    uvec3 t_1 = gl_GlobalInvocationID;
    uint t_2 = t_1.x;
    int t_3 = table.data[t_2];
    int t_4 = entryPointParams_values.data[t_2];
    entryPointParams_results.data[t_2] = t_3 + t_4 * t;
    return;
}
