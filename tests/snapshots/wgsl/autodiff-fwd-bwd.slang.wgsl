struct RWStructuredBuffer {
    data: array<f32>,
}
struct h_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn h_fwd(p: f32, p_1: f32, p_2: f32, p_3: f32) -> h_fwd_Result {
    var t: f32 = p + p_2;
    var t_1: f32 = p_1 + p_3;
    var t_2: f32 = p - p_2;
    var m: f32;
    var t_3: f32;
    if (p > 1.0f) {
        var t_4: f32 = sin(p);
        var t_5: f32 = t * t_4;
        var t_6: f32 = t_4 * t_1 + t * (cos(p) * p_1);
        m = t_5;
        t_3 = t_6;
    } else {
        var t_7: f32 = t;
        var t_8: f32 = t_1;
        m = t_7;
        t_3 = t_8;
    }
    var t_9: f32 = 2.0f * p;
    return h_fwd_Result(m * t_2 + t_9 * p_2, t_2 * t_3 + m * (p_1 + -p_3) + (p_2 * (2.0f * p_1) + t_9 * p_3));
}
fn computeMain_1() {
    var t_10: h_fwd_Result = h_fwd(2.0f, 1.0f, 1.5f, 0.0f);
    outputBuffer.data[0u] = t_10.d;
    var t_11: h_fwd_Result = h_fwd(2.0f, 1.0f, 1.5f, 1.0f);
    outputBuffer.data[1u] = t_11.d;
    outputBuffer.data[2u] = 5.908932f;
    outputBuffer.data[3u] = 1.2721078f;
    var t_12: h_fwd_Result = h_fwd(2.0f, 1.0f, 1.5f, 0.0f);
    outputBuffer.data[4u] = t_12.p;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
