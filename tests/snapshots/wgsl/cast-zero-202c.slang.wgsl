struct RWStructuredBuffer {
    data: array<i32>,
}
struct S {
    a: i32,
    b: i32,
    c: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var s: S = S();
    s = S(0i, 5i, 0i);
    var t_1: i32 = s.a;
    outputBuffer.data[0u] = t_1;
    var t_2: i32 = s.b;
    outputBuffer.data[1u] = t_2;
    var t_3: i32 = s.c;
    outputBuffer.data[2u] = t_3;
    var t_4: S = S();
    t_4 = S(i32(t.x) + 3i, 5i, 0i);
    var t_5: i32 = t_4.a;
    outputBuffer.data[3u] = t_5;
    var t_6: i32 = t_4.b;
    outputBuffer.data[4u] = t_6;
    var t_7: i32 = t_4.c;
    outputBuffer.data[5u] = t_7;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
