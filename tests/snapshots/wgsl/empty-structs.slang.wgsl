struct Holder {
    v: i32,
    w: i32,
}
struct StructuredBuffer {
    data: array<Holder>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
struct S {
    x: i32,
    y: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> holders: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var s: S = S();
    s.x = 4i;
    s.y = 5i;
    var t: S = s;
    var s_1: S = S();
    s_1 = t;
    var t_1: i32 = s_1.x;
    var t_2: i32 = s_1.y;
    outputBuffer.data[0u] = t_1 * 3i * 10i + t_2 + 3i;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[1u] = 21i;
    var t_3: i32 = holders.data[1u].v;
    var t_4: i32 = holders.data[1u].w;
    var h: Holder = Holder();
    h = Holder(t_3, t_4);
    var t_5: i32 = h.v;
    outputBuffer.data[2u] = t_5;
    var t_6: i32 = h.w;
    outputBuffer.data[3u] = t_6;
    var t_7: i32 = holders.data[0u].w;
    outputBuffer.data[4u] = t_7;
    var t_8: i32 = h.v;
    outputBuffer.data[5u] = t_8 * 3i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
