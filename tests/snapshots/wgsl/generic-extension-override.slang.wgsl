struct RWStructuredBuffer {
    data: array<f32>,
}
struct Box {
    x: f32,
}
struct Plain {
    y: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var this_1: Box = Box();
    this_1 = Box(3.0f);
    var t: f32 = this_1.x;
    outputBuffer.data[0u] = t + 100.0f;
    var this_2: Box = Box();
    this_2 = Box(3.0f);
    var t_1: f32 = this_2.x;
    outputBuffer.data[1u] = t_1 + 100.0f;
    var this_3: Box = Box();
    this_3 = Box(3.0f);
    var t_2: f32 = this_3.x;
    outputBuffer.data[2u] = t_2 * 2.0f + 10.0f;
    var this_4: Plain = Plain();
    this_4 = Plain(5.0f);
    var t_3: f32 = this_4.y;
    outputBuffer.data[3u] = t_3 * 3.0f + 10.0f;
    var this_5: Plain = Plain();
    this_5 = Plain(5.0f);
    var t_4: f32 = this_5.y;
    outputBuffer.data[4u] = t_4 * 3.0f + 10.0f;
    var this_6: Plain = Plain();
    this_6 = Plain(5.0f);
    var t_5: f32 = this_6.y;
    outputBuffer.data[5u] = t_5 * 3.0f + 10.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main() {
    computeMain();
}
