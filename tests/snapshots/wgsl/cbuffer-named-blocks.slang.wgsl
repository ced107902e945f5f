struct GlobalParams {
    a: i32,
    v: vec3<f32>,
    s: f32,
    @size(16) b: i32,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = globalParams.a;
    outputBuffer.data[0u] = t;
    var t_1: vec3<f32> = globalParams.v;
    var t_2: vec3<f32> = globalParams.v;
    var t_3: vec3<f32> = globalParams.v;
    outputBuffer.data[1u] = i32(t_1.x + t_2.y * 10.0f + t_3.z * 100.0f);
    var t_4: f32 = globalParams.s;
    outputBuffer.data[2u] = i32(t_4 * 4.0f);
    var t_5: i32 = globalParams.b;
    var t_6: i32 = globalParams.a;
    outputBuffer.data[3u] = t_5 - t_6;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
