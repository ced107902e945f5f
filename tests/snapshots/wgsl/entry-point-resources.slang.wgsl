struct StructuredBuffer {
    data: array<i32>,
}
struct Scale {
    factor: i32,
}
struct EntryPointParams {
    scale: Scale,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> table: StructuredBuffer;
var<immediate> entryPointParams: EntryPointParams;
@group(0) @binding(1) var<storage, read> entryPointParams_values: StructuredBuffer;
@group(0) @binding(2) var<storage, read_write> entryPointParams_results: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: i32 = entryPointParams.scale.factor;
    var t_1: vec3<u32> = GlobalInvocationId;
    var t_2: u32 = t_1.x;
    var t_3: i32 = table.data[t_2];
    var t_4: i32 = entryPointParams_values.data[t_2];
    entryPointParams_results.data[t_2] = t_3 + t_4 * t;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
