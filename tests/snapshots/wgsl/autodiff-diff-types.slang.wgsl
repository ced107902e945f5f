struct RWStructuredBuffer {
    data: array<f32>,
}
struct viaMethod_bwd_Grads {
    f0: f32,
}
struct Sink {
    index: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> gradBuffer: RWStructuredBuffer;
fn viaMethod_bwd(p: Sink, p_1: f32, p_2: f32) -> viaMethod_bwd_Grads {
    var t: f32 = p_1 * p_2;
    var t_1: f32 = gradBuffer.data[u32(p.index)];
    return viaMethod_bwd_Grads(t + t + t_1);
}
fn computeMain_1() {
    outputBuffer.data[0u] = 3.0f;
    outputBuffer.data[1u] = 6.0f;
    outputBuffer.data[2u] = 4.0f;
    outputBuffer.data[3u] = 4.0f;
    var t_2: viaMethod_bwd_Grads = viaMethod_bwd(Sink(2i), 3.0f, 1.0f);
    outputBuffer.data[4u] = t_2.f0;
    outputBuffer.data[5u] = 6.0f;
    outputBuffer.data[6u] = 12.0f;
    outputBuffer.data[7u] = 6.0f;
    outputBuffer.data[8u] = 27.0f;
    outputBuffer.data[9u] = 15.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
