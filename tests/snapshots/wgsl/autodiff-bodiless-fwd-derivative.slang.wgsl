struct RWStructuredBuffer {
    data: array<f32>,
}
struct DifferentialPair_float_ {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn hyp_fwd(x: DifferentialPair_float_, y: DifferentialPair_float_) -> DifferentialPair_float_ {
    var t: f32 = x.p;
    var t_1: f32 = y.p;
    var t_2: f32 = sqrt(t * t + t_1 * t_1);
    return DifferentialPair_float_(t_2, (t * x.d + t_1 * y.d) / t_2);
}
fn computeMain_1() {
    var t_3: DifferentialPair_float_ = hyp_fwd(DifferentialPair_float_(3.0f, 1.0f), DifferentialPair_float_(4.0f, 0.0f));
    outputBuffer.data[0u] = t_3.p;
    outputBuffer.data[1u] = t_3.d;
    var t_4: DifferentialPair_float_ = hyp_fwd(DifferentialPair_float_(6.0f, 0.5f), DifferentialPair_float_(8.0f, 2.0f));
    outputBuffer.data[2u] = t_4.p;
    outputBuffer.data[3u] = t_4.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
