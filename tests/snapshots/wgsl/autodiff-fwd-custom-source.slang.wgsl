struct RWStructuredBuffer {
    data: array<f32>,
}
struct once_fwd_Result {
    p: f32,
    d: f32,
}
struct twice_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn once_fwd() -> once_fwd_Result {
    return once_fwd_Result(0.9f, 1.0f);
}
fn twice_fwd() -> twice_fwd_Result {
    var t: f32;
    var t_1: f32;
    var i: u32;
    var t_2: f32 = 1.0f;
    var t_3: f32 = 0.0f;
    var i_1: u32 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            var t_4: f32 = t_2;
            var t_5: f32 = t_3;
            var t_6: u32 = i_1;
            t = t_4;
            t_1 = t_5;
            i = t_6;
            break;
        }
        var t_7: f32 = t_2 * 0.9f;
        var t_8: f32 = 0.9f * t_3 + t_2 * (1.0f + f32(i_1));
        var t_9: u32 = i_1 + 1u;
        t_2 = t_7;
        t_3 = t_8;
        i_1 = t_9;
        continue;
    }
    return twice_fwd_Result(t, t_1);
}
fn computeMain_1() {
    var t_10: once_fwd_Result = once_fwd();
    outputBuffer.data[0u] = t_10.p;
    outputBuffer.data[1u] = t_10.d;
    var t_11: twice_fwd_Result = twice_fwd();
    outputBuffer.data[2u] = t_11.p;
    outputBuffer.data[3u] = t_11.d;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
