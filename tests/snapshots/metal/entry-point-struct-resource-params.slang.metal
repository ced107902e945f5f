#include <metal_stdlib>
using namespace metal;
struct Offsets
{
    int add;
    int mul;
};
struct Job
{
    int bias;
};
struct EntryPointParams
{
    Offsets offsets;
    Job job;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* base [[buffer(0)]], device int* entryPointParams_results [[buffer(1)]], const device int* entryPointParams_job_source [[buffer(2)]], constant EntryPointParams& entryPointParams [[buffer(30)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = entryPointParams.offsets.add;
    int t_1 = entryPointParams.offsets.mul;
    int t_2 = entryPointParams.job.bias;
    uint3 t_3 = GlobalInvocationId;
    uint t_4 = uint(int(t_3.x));
    int t_5 = base[t_4];
    int t_6 = entryPointParams_job_source[t_4];
    entryPointParams_results[t_4] = t_5 * t_1 + t + (t_6 + t_2);
    return;
}
