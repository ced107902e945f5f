struct RWStructuredBuffer {
    data: array<i32>,
}
struct Point {
    x: i32,
    y: i32,
}
struct Segment {
    from_1: Point,
    to: Point,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var s: Segment = Segment();
    s = Segment(Point(2i, 3i), Point(10i, 20i));
    var t: Point = s.from_1;
    var t_1: Point = s.to;
    var a: Point = Point();
    a = t;
    var b: Point = Point();
    b = t_1;
    var r: Point = Point();
    var t_2: i32 = a.x;
    var t_3: i32 = b.x;
    r.x = t_2 + t_3;
    var t_4: i32 = a.y;
    var t_5: i32 = b.y;
    r.y = t_4 + t_5;
    var t_6: Point = r;
    var r_1: Point = Point();
    r_1 = t_6;
    var t_7: i32 = r_1.x;
    outputBuffer.data[0u] = t_7;
    var t_8: i32 = r_1.y;
    outputBuffer.data[1u] = t_8;
    var t_9: i32 = r_1.x;
    r_1.x = t_9 * 3i;
    var t_10: i32 = r_1.y;
    r_1.y = t_10 * 3i;
    var t_11: Point = r_1;
    var this_1: Point = Point();
    this_1 = t_11;
    var t_12: i32 = this_1.x;
    var t_13: i32 = this_1.y;
    outputBuffer.data[2u] = t_12 + t_13;
    s.to.y = -1i;
    var t_14: Point = s.to;
    var this_2: Point = Point();
    this_2 = t_14;
    var t_15: i32 = this_2.x;
    var t_16: i32 = this_2.y;
    outputBuffer.data[3u] = t_15 + t_16;
    var this_3: Point = Point();
    this_3 = Point(2i, 3i);
    var t_17: i32 = this_3.x;
    var t_18: i32 = this_3.y;
    outputBuffer.data[4u] = t_17 + t_18;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
