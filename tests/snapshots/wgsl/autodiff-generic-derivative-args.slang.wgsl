struct RWStructuredBuffer {
    data: array<f32>,
}
struct DifferentialPair_float_ {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: DifferentialPair_float_ = dcube(DifferentialPair_float_(2.0f, 0.5f));
    outputBuffer.data[0u] = t.p;
    outputBuffer.data[1u] = t.d;
    var t_1: DifferentialPair_float_ = dcube(DifferentialPair_float_(-1.0f, 2.0f));
    outputBuffer.data[2u] = t_1.p;
    outputBuffer.data[3u] = t_1.d;
    outputBuffer.data[4u] = 15.0f;
    return;
}
fn dcube(x: DifferentialPair_float_) -> DifferentialPair_float_ {
    var t_2: f32 = x.p;
    return DifferentialPair_float_(t_2 * t_2 * t_2, 3.0f * t_2 * t_2 * x.d);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
