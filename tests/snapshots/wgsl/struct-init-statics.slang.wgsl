struct RWStructuredBuffer {
    data: array<i32>,
}
struct Counter {
    start: i32,
    count: i32,
}
struct Plain {
    a: i32,
    b: i32,
}
struct Shadowing {
    v_base0: i32,
    w: i32,
    v: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
var<private> Counter_calls: i32 = 10i;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: Counter = Counter();
    t = Counter(5i, 0i);
    var t_1: i32 = t.start;
    t.count = t_1 + 3i;
    var t_2: Counter = t;
    var c: Counter = Counter();
    c = t_2;
    var t_3: i32 = c.count;
    var t_4: i32 = c.start;
    outputBuffer.data[0u] = t_3 * 100i + t_4;
    var t_5: Counter = c;
    var this_1: Counter = Counter();
    this_1 = t_5;
    var t_6: i32 = Counter_calls;
    Counter_calls = t_6 + 1i;
    var t_7: i32 = this_1.count;
    outputBuffer.data[1u] = t_7 + 3i + 6i;
    var t_8: i32 = Counter_calls;
    outputBuffer.data[2u] = 3i + t_8;
    var p: Plain = Plain();
    p = Plain(7i, 0i);
    var t_9: i32 = p.a;
    var t_10: i32 = p.b;
    outputBuffer.data[3u] = t_9 * 10i + t_10;
    var s: Shadowing = Shadowing();
    s = Shadowing(1i, 2i, 40i);
    var t_11: i32 = s.v;
    var t_12: i32 = s.w;
    outputBuffer.data[4u] = t_11 * 100i + t_12;
    outputBuffer.data[5u] = 21i;
    outputBuffer.data[6u] = 3i;
    outputBuffer.data[7u] = 40i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
