struct RWStructuredBuffer {
    data: array<i32>,
}
struct S {
    a: vec2<i32>,
    b: i32,
    c: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var z: S = S();
    z = S(vec2<i32>(1i, 2i), 0i, 7i);
    var s: S = S();
    s = S(vec2<i32>(i32(t.x) + 3i), 0i, 7i);
    var t_1: vec2<i32> = z.a;
    outputBuffer.data[0u] = t_1.x;
    var t_2: vec2<i32> = z.a;
    outputBuffer.data[1u] = t_2.y;
    var t_3: i32 = z.b;
    outputBuffer.data[2u] = t_3;
    var t_4: i32 = z.c;
    outputBuffer.data[3u] = t_4;
    var t_5: vec2<i32> = s.a;
    outputBuffer.data[4u] = t_5.x;
    var t_6: vec2<i32> = s.a;
    outputBuffer.data[5u] = t_6.y;
    var t_7: i32 = s.b;
    outputBuffer.data[6u] = t_7;
    var t_8: i32 = s.c;
    outputBuffer.data[7u] = t_8;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
