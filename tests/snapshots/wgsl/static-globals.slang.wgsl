struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
var<private> counter: i32 = 5i;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = counter;
    counter = t_2 + i32(t_1);
    var t_3: i32 = counter;
    counter = t_3 + 1i;
    var t_4: i32 = counter;
    outputBuffer.data[t_1] = t_4;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
