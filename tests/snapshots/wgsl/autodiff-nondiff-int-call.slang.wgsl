struct RWStructuredBuffer {
    data: array<f32>,
}
struct f_bwd_Grads {
    f0: f32,
}
struct f_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn f_bwd(p: f32, p_1: f32) -> f_bwd_Grads {
    var t: i32;
    for (;;) {
        if (p < 1.0f) {
            t = 0i;
            break;
        }
        t = 1i;
        break;
    }
    var t_1: bool = t == 0i;
    var t_2: bool = select(0i, 2i, t_1) == 0i;
    var t_3: f32 = p * select(p_1, 0.0f, t_2);
    return f_bwd_Grads(select(0.0f, 3.0f * p_1, t_2) + select(0.0f, t_3 + t_3, t_1));
}
fn f_fwd(p_2: f32, p_3: f32) -> f_fwd_Result {
    var t_4: i32;
    for (;;) {
        if (p_2 < 1.0f) {
            t_4 = 0i;
            break;
        }
        t_4 = 1i;
        break;
    }
    if (t_4 == 0i) {
        var t_5: f32 = p_2 * p_3;
        return f_fwd_Result(p_2 * p_2, t_5 + t_5);
    }
    return f_fwd_Result(3.0f * p_2, 3.0f * p_3);
}
fn computeMain_1() {
    var t_6: f_fwd_Result = f_fwd(0.5f, 1.0f);
    outputBuffer.data[0u] = t_6.d;
    var t_7: f_fwd_Result = f_fwd(2.0f, 1.0f);
    outputBuffer.data[1u] = t_7.d;
    var t_8: f_bwd_Grads = f_bwd(0.25f, 2.0f);
    outputBuffer.data[2u] = t_8.f0;
    var t_9: f_bwd_Grads = f_bwd(4.0f, 2.0f);
    outputBuffer.data[3u] = t_9.f0;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
