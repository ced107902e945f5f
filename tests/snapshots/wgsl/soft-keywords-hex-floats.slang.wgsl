struct RWStructuredBuffer {
    data: array<f32>,
}
struct Fields {
    internal: i32,
    var_1: i32,
    as_1: f32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var f: Fields = Fields();
    f = Fields(3i, 4i, 0.125f);
    var values: array<i32, 3> = array<i32, 3>();
    values = array<i32, 3>(1i, 2i, 3i);
    var t: i32 = f.internal;
    var t_1: i32 = f.var_1;
    outputBuffer.data[0u] = f32(t + t_1 + 2i);
    var t_2: f32 = f.as_1;
    outputBuffer.data[1u] = t_2;
    outputBuffer.data[2u] = 3.0f;
    outputBuffer.data[3u] = 40.0f;
    var t_3: i32 = values[2i];
    outputBuffer.data[4u] = f32(t_3) + 0.5f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
