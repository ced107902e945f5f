struct RWStructuredBuffer {
    data: array<i32>,
}
struct A {
    x: i32,
    y: i32,
}
struct B {
    x: i32,
    y: i32,
}
struct C {
    x: i32,
    y: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> counter: i32 = 40i;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var a: A = A();
    a = A(5i, 0i);
    var t_1: i32 = a.x;
    outputBuffer.data[0u] = t_1;
    var t_2: i32 = a.y;
    outputBuffer.data[1u] = t_2;
    var t_3: B = B();
    t_3 = B(7i, 1i);
    var t_4: i32 = t_3.x;
    var t_5: i32 = t_3.y;
    t_3.y = t_4 + t_5;
    var t_6: B = t_3;
    var b: B = B();
    b = t_6;
    var t_7: i32 = b.x;
    outputBuffer.data[2u] = t_7;
    var t_8: i32 = b.y;
    outputBuffer.data[3u] = t_8;
    var t_9: C = C();
    var t_10: i32 = counter;
    t_9 = C(t_10 + 2i, 3i);
    var t_11: i32 = t_9.x;
    t_9.y = (i32(t.x) + 2i) * t_11;
    var t_12: C = t_9;
    var c: C = C();
    c = t_12;
    var t_13: i32 = c.x;
    outputBuffer.data[4u] = t_13;
    var t_14: i32 = c.y;
    outputBuffer.data[5u] = t_14;
    counter = 10i;
    var t_15: C = C();
    var t_16: i32 = counter;
    t_15 = C(t_16 + 2i, 3i);
    var t_17: i32 = t_15.x;
    t_15.y = t_17;
    var t_18: C = t_15;
    var d: C = C();
    d = t_18;
    var t_19: i32 = d.x;
    outputBuffer.data[6u] = t_19;
    var t_20: i32 = d.y;
    outputBuffer.data[7u] = t_20;
    var f: B = B();
    var t_21: B = B();
    t_21 = B(7i, 1i);
    var t_22: i32 = t_21.x;
    var t_23: i32 = t_21.y;
    t_21.y = t_22 + t_23;
    var t_24: B = t_21;
    f = t_24;
    var t_25: i32 = f.y;
    outputBuffer.data[8u] = t_25;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
