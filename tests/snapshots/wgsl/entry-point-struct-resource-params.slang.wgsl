struct StructuredBuffer {
    data: array<i32>,
}
struct Offsets {
    add: i32,
    mul: i32,
}
struct Job {
    bias: i32,
}
struct EntryPointParams {
    offsets: Offsets,
    job: Job,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> base: StructuredBuffer;
var<immediate> entryPointParams: EntryPointParams;
@group(0) @binding(1) var<storage, read_write> entryPointParams_results: RWStructuredBuffer;
@group(0) @binding(2) var<storage, read> entryPointParams_job_source: StructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: i32 = entryPointParams.offsets.add;
    var t_1: i32 = entryPointParams.offsets.mul;
    var t_2: i32 = entryPointParams.job.bias;
    var t_3: vec3<u32> = GlobalInvocationId;
    var t_4: u32 = u32(i32(t_3.x));
    var t_5: i32 = base.data[t_4];
    var t_6: i32 = entryPointParams_job_source.data[t_4];
    entryPointParams_results.data[t_4] = t_5 * t_1 + t + (t_6 + t_2);
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
