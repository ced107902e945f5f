struct RWStructuredBuffer {
    data: array<f32>,
}
struct viaGeneric_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 8.0f;
    outputBuffer.data[1u] = 6.0f;
    outputBuffer.data[2u] = 54.0f;
    outputBuffer.data[3u] = 5.0f;
    outputBuffer.data[4u] = 3.0f;
    var t: viaGeneric_fwd_Result = viaGeneric_fwd(2.0f, 1.0f, 5.0f, 1.0f);
    outputBuffer.data[5u] = t.d;
    return;
}
fn viaGeneric_fwd(p: f32, p_1: f32, p_2: f32, p_3: f32) -> viaGeneric_fwd_Result {
    return viaGeneric_fwd_Result(p * p_2 + p_2, p_2 * p_1 + p * p_3 + p_3);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
