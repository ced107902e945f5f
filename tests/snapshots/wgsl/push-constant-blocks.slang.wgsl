struct Push_1 {
    scale: f32,
    count: i32,
    offset: u32,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
var<immediate> Push: Push_1;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = Push.scale;
    outputBuffer.data[0u] = i32(t * 2.0f);
    var t_1: i32 = Push.count;
    outputBuffer.data[1u] = t_1 + 1i;
    var t_2: u32 = Push.offset;
    var t_3: i32 = Push.count;
    outputBuffer.data[2u] = i32(t_2) * t_3;
    var t_4: f32 = Push.scale;
    var t_5: i32 = Push.count;
    outputBuffer.data[3u] = i32(t_4 * f32(t_5));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
