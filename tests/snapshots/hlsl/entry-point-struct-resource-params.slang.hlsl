struct Offsets
{
    int add;
    int mul_1;
};
struct Job
{
    int bias;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<int> base : register(t0, space0);
[[vk::push_constant]] cbuffer entryPointParams
{
    Offsets offsets;
    Job job;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> entryPointParams_results : register(u1, space0);
[[vk::binding(2, 0)]] StructuredBuffer<int> entryPointParams_job_source : register(t2, space0);
void computeMain_1();
void computeMain_1() {
    int t = offsets.add;
    int t_1 = offsets.mul_1;
    int t_2 = job.bias;
    uint3 t_3 = GlobalInvocationId;
    uint t_4 = (uint)(int)t_3.x;
    int t_5 = base[t_4];
    int t_6 = entryPointParams_job_source[t_4];
    entryPointParams_results[t_4] = t_5 * t_1 + t + (t_6 + t_2);
    return;
}
[numthreads(4, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
