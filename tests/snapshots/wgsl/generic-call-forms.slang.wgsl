struct RWStructuredBuffer {
    data: array<i32>,
}
struct Acc {
    base: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Acc_twice(p: Acc, p_1: i32) -> i32 {
    var this_1: Acc = Acc();
    this_1 = p;
    var t: i32 = this_1.base;
    var this_2: Acc = Acc();
    this_2 = p;
    var t_1: i32 = this_2.base;
    return (t + p_1 * 2i) * 2i + (t_1 + 3i);
}
fn computeMain() {
    var t_2: i32 = Acc_twice(Acc(100i), 2i);
    outputBuffer.data[0u] = t_2;
    var this_3: Acc = Acc();
    this_3 = Acc(100i);
    var t_3: i32 = this_3.base;
    outputBuffer.data[1u] = (t_3 + 7i) * 3i;
    outputBuffer.data[2u] = 410i;
    outputBuffer.data[3u] = 6i;
    outputBuffer.data[4u] = 35i;
    outputBuffer.data[5u] = 306i;
    outputBuffer.data[6u] = 51i;
    outputBuffer.data[7u] = 700i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
