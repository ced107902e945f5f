#version 450
struct Params
{
    int factor;
    int offset;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} params_results;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    int t_2 = globalParams.params.factor;
    int t_3 = globalParams.params.offset;
    params_results.data[uint(t_1)] = t_1 * t_2 + 1 + t_3;
    return;
}
