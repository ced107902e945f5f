struct RWStructuredBuffer {
    data: array<i32>,
}
struct Pair {
    a: i32,
    b: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<workgroup> slots: array<i32, 4>;
var<workgroup> pair: Pair;
fn computeMain_1(LocalInvocationId: vec3<u32>) {
    var t: vec3<u32> = LocalInvocationId;
    var t_1: i32 = i32(t.x);
    slots[t_1] = (t_1 + 1i) * 3i;
    if (t_1 == 0i) {
        pair.a = 4i;
        pair.b = 7i;
    }
    workgroupBarrier();
    var t_2: i32 = slots[3i - t_1];
    var t_3: i32 = slots[t_1];
    outputBuffer.data[u32(t_1)] = t_2 + t_3;
    var t_4: i32 = pair.a;
    var t_5: i32 = pair.b;
    outputBuffer.data[u32(4i + t_1)] = t_4 * 10i + t_5 + t_1;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_id) in_LocalInvocationId: vec3<u32>) {
    computeMain_1(in_LocalInvocationId);
}
