struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct outer_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read> buf: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn outer_fwd(p: f32, p_1: f32) -> outer_fwd_Result {
    var t: f32 = buf.data[1u];
    var t_1: f32 = t * 2.0f;
    var t_2: f32 = buf.data[0u];
    return outer_fwd_Result(t_1 * p + t_2 * 2.0f, p * 22.0f + t_1 * p_1 + 20.0f);
}
fn computeMain_1() {
    var t_3: outer_fwd_Result = outer_fwd(3.0f, 0.0f);
    outputBuffer.data[0u] = t_3.d;
    var t_4: outer_fwd_Result = outer_fwd(3.0f, 1.0f);
    outputBuffer.data[1u] = t_4.d;
    var t_5: outer_fwd_Result = outer_fwd(3.0f, 1.0f);
    outputBuffer.data[2u] = t_5.p;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
