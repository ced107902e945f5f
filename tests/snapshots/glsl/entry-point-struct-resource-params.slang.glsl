#version 450
struct Offsets
{
    int add;
    int mul;
};
struct Job
{
    int bias;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} base;
layout(push_constant, std430) uniform EntryPointParams_block
{
    Offsets offsets;
    Job job;
} entryPointParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} entryPointParams_results;
layout(std430, binding = 2, set = 0) readonly buffer StructuredBuffer_block_1
{
    int[] data;
} entryPointParams_job_source;
void main();
void main() {
    int t = entryPointParams.offsets.add;
    int t_1 = entryPointParams.offsets.mul;
    int t_2 = entryPointParams.job.bias;
    uvec3 t_3 = gl_GlobalInvocationID;
    uint t_4 = uint(int(t_3.x));
    int t_5 = base.data[t_4];
    int t_6 = entryPointParams_job_source.data[t_4];
    entryPointParams_results.data[t_4] = t_5 * t_1 + t + (t_6 + t_2);
    return;
}
