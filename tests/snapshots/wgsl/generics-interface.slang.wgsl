struct RWStructuredBuffer {
    data: array<i32>,
}
struct Square {
    side: i32,
}
struct Rect {
    w: i32,
    h: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var this_1: Square = Square();
    this_1 = Square(3i);
    var t: i32 = this_1.side;
    var t_1: i32 = this_1.side;
    outputBuffer.data[0u] = t * t_1 * 10i + 4i;
    var this_2: Rect = Rect();
    this_2 = Rect(2i, 5i);
    var t_2: i32 = this_2.w;
    var t_3: i32 = this_2.h;
    var this_3: Rect = Rect();
    this_3 = Rect(2i, 5i);
    outputBuffer.data[1u] = t_2 * t_3 * 10i + 4i;
    var this_4: Square = Square();
    this_4 = Square(3i);
    var t_4: i32 = this_4.side;
    var t_5: i32 = this_4.side;
    var this_5: Rect = Rect();
    this_5 = Rect(2i, 5i);
    var t_6: i32 = this_5.w;
    var t_7: i32 = this_5.h;
    var this_6: Rect = Rect();
    this_6 = Rect(2i, 5i);
    outputBuffer.data[2u] = t_4 * t_5 * 10i + 4i - (t_6 * t_7 * 10i + 4i);
    var this_7: Square = Square();
    this_7 = Square(3i);
    var t_8: i32 = this_7.side;
    var t_9: i32 = this_7.side;
    var this_8: Rect = Rect();
    this_8 = Rect(2i, 5i);
    var t_10: i32 = this_8.w;
    var t_11: i32 = this_8.h;
    outputBuffer.data[3u] = t_8 * t_9 + t_10 * t_11;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
