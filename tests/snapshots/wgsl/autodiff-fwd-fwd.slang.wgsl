struct RWStructuredBuffer {
    data: array<f32>,
}
struct cube_fwd_Result {
    p: f32,
    d: f32,
}
struct cube_fwd_fwd_Result {
    p: cube_fwd_Result,
    d: cube_fwd_Result,
}
struct g_fwd_Result {
    p: f32,
    d: f32,
}
struct g_fwd_fwd_Result {
    p: g_fwd_Result,
    d: g_fwd_Result,
}
struct sqrt_intrinsic_0_fwd_Result {
    p: f32,
    d: f32,
}
struct sqrt_intrinsic_0_fwd_fwd_Result {
    p: sqrt_intrinsic_0_fwd_Result,
    d: sqrt_intrinsic_0_fwd_Result,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn cube_fwd_fwd(p: f32, p_1: f32, p_2: f32, p_3: f32) -> cube_fwd_fwd_Result {
    var t: f32 = p * p;
    var t_1: f32 = p * p_1;
    var t_2: f32 = t_1 + t_1;
    var t_3: f32 = p * p_2;
    var t_4: f32 = p_2 * p_1 + p * p_3;
    var t_5: f32 = t_3 + t_3;
    return cube_fwd_fwd_Result(cube_fwd_Result(t * p, p * t_5 + t * p_2), cube_fwd_Result(p * t_2 + t * p_1, t_5 * p_1 + p * (t_4 + t_4) + (p_2 * t_2 + t * p_3)));
}
fn g_fwd_fwd(p_4: f32, p_5: f32, p_6: f32, p_7: f32, p_8: i32) -> g_fwd_fwd_Result {
    var t_6: cube_fwd_fwd_Result = cube_fwd_fwd(p_4, p_5, p_6, p_7);
    var t_7: cube_fwd_Result = t_6.p;
    var t_8: cube_fwd_Result = t_6.d;
    var t_9: f32 = f32(p_8);
    var t_10: f32 = exp(p_4);
    var t_11: f32 = t_10 * p_5;
    return g_fwd_fwd_Result(g_fwd_Result(t_7.p * t_9 + t_10, t_9 * t_7.d + t_10 * p_6), g_fwd_Result(t_9 * t_8.p + t_11, t_9 * t_8.d + (p_6 * t_11 + t_10 * p_7)));
}
fn computeMain_1() {
    var t_12: g_fwd_fwd_Result = g_fwd_fwd(1.0f, 1.0f, 1.0f, 0.0f, 2i);
    var t_13: g_fwd_Result = t_12.p;
    var t_14: g_fwd_Result = t_12.d;
    outputBuffer.data[0u] = t_13.p;
    outputBuffer.data[1u] = t_13.d;
    outputBuffer.data[2u] = t_14.p;
    outputBuffer.data[3u] = t_14.d;
    outputBuffer.data[4u] = 1.0f;
    var t_15: sqrt_intrinsic_0_fwd_fwd_Result = sqrt_intrinsic_0_fwd_fwd(4.0f, 1.0f, 1.0f, 0.0f);
    outputBuffer.data[5u] = t_15.d.d;
    return;
}
fn sqrt_intrinsic_0_fwd_fwd(p_9: f32, p_10: f32, p_11: f32, p_12: f32) -> sqrt_intrinsic_0_fwd_fwd_Result {
    var t_16: f32 = max(1e-7f, p_9);
    var t_17: f32 = sqrt(t_16);
    var t_18: f32 = 0.5f / t_17;
    return sqrt_intrinsic_0_fwd_fwd_Result(sqrt_intrinsic_0_fwd_Result(sqrt(p_9), t_18 * p_11), sqrt_intrinsic_0_fwd_Result(t_18 * p_10, p_11 * (-(t_18 / t_17) * (0.5f / sqrt(max(1e-7f, t_16)) * (select(select(0.0f, 0.5f, 1e-7f == p_9), 1.0f, p_9 > 1e-7f) * p_10))) + t_18 * p_12));
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
