struct GlobalParams {
    count: i32,
    scale: f32,
    offset: vec2<f32>,
    @size(16) extra: i32,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = globalParams.count;
    var t_1: f32 = globalParams.scale;
    outputBuffer.data[0u] = f32(t) * t_1;
    var t_2: vec2<f32> = globalParams.offset;
    var t_3: vec2<f32> = globalParams.offset;
    outputBuffer.data[1u] = t_2.x + t_3.y;
    var t_4: i32 = globalParams.extra;
    outputBuffer.data[2u] = f32(t_4);
    var t_5: f32 = globalParams.scale;
    var t_6: vec2<f32> = globalParams.offset;
    outputBuffer.data[3u] = t_5 * t_6.y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
