struct RWStructuredBuffer {
    data: array<f32>,
}
struct Index {
    i: u32,
}
struct DifferentialPtrPair_Index_ {
    p: Index,
    d: Index,
}
struct f_bwd_Grads {
    f0: f32,
}
@group(0) @binding(0) var<storage, read_write> data: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Index_shifted_fwd(p: DifferentialPtrPair_Index_, n: i32) -> DifferentialPtrPair_Index_ {
    var t: u32 = u32(n);
    return DifferentialPtrPair_Index_(Index(p.p.i + t), Index(p.d.i + t));
}
fn computeMain_1() {
    var t_1: f_bwd_Grads = f_bwd(Index(2u), 10.0f, Index(4u), 3.0f);
    outputBuffer.data[0u] = t_1.f0;
    return;
}
fn f_bwd(p_1: Index, p_2: f32, p_3: Index, p_4: f32) -> f_bwd_Grads {
    var t_2: u32 = p_1.i + 1u;
    var t_3: f32 = data.data[t_2];
    var t_4: DifferentialPtrPair_Index_ = DifferentialPtrPair_Index_(p_1, p_3);
    var t_5: DifferentialPtrPair_Index_ = Index_shifted_fwd(t_4, 1i);
    var t_6: DifferentialPtrPair_Index_ = Index_shifted_fwd(DifferentialPtrPair_Index_(Index(t_2), t_5.d), 2i);
    var t_7: f32 = outputBuffer.data[t_6.d.i];
    outputBuffer.data[t_6.d.i] = t_7 + 2.0f * p_4;
    var t_8: DifferentialPtrPair_Index_ = Index_shifted_fwd(t_4, 1i);
    var t_9: f32 = outputBuffer.data[t_8.d.i];
    outputBuffer.data[t_8.d.i] = t_9 + p_2 * p_4;
    return f_bwd_Grads(t_3 * p_4);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
