struct Params {
    scale: vec3<f32>,
    count: i32,
}
struct GlobalParams {
    params: Params,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = globalParams.params.count;
    outputBuffer.data[0u] = t * 2i;
    var t_1: vec3<f32> = globalParams.params.scale;
    var t_2: vec3<f32> = globalParams.params.scale;
    outputBuffer.data[1u] = i32(t_1.x * t_2.y * 10.0f);
    var t_3: vec3<f32> = globalParams.params.scale;
    var t_4: i32 = globalParams.params.count;
    outputBuffer.data[2u] = i32(t_3.z) + t_4;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
