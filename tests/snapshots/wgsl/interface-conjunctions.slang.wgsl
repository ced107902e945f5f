struct RWStructuredBuffer {
    data: array<i32>,
}
struct Box {
    w: i32,
    h: i32,
    d: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var this_1: Box = Box();
    this_1 = Box(2i, 3i, 5i);
    var t: i32 = this_1.w;
    var this_2: Box = Box();
    this_2 = Box(2i, 3i, 5i);
    var t_1: i32 = this_2.h;
    outputBuffer.data[0u] = t * t_1;
    var this_3: Box = Box();
    this_3 = Box(2i, 3i, 5i);
    var t_2: i32 = this_3.w;
    var this_4: Box = Box();
    this_4 = Box(2i, 3i, 5i);
    var t_3: i32 = this_4.h;
    var this_5: Box = Box();
    this_5 = Box(2i, 3i, 5i);
    var t_4: i32 = this_5.d;
    outputBuffer.data[1u] = t_2 * t_3 * t_4;
    var this_6: Box = Box();
    this_6 = Box(2i, 3i, 5i);
    var t_5: i32 = this_6.w;
    var this_7: Box = Box();
    this_7 = Box(2i, 3i, 5i);
    var t_6: i32 = this_7.h;
    outputBuffer.data[2u] = 2i * (t_5 + t_6);
    var this_8: Box = Box();
    this_8 = Box(2i, 3i, 5i);
    var t_7: i32 = this_8.d;
    outputBuffer.data[3u] = t_7;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
