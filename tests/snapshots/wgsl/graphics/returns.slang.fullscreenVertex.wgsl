struct fullscreenVertex_Output {
    @location(0) out_uv_1: vec2<f32>,
    @builtin(position) Position_1: vec4<f32>,
}
var<private> VertexIndex: i32;
var<private> out_uv: vec2<f32>;
var<private> Position: vec4<f32>;
fn fullscreenVertex_1() {
    var t: i32 = VertexIndex;
    var t_1: u32 = bitcast<u32>(t);
    var t_2: vec2<f32> = vec2<f32>(f32((t_1 << bitcast<u32>(1u & 31u)) & 2u), f32(t_1 & 2u));
    out_uv = t_2;
    Position = vec4<f32>(t_2 * vec2<f32>(2.0f, 2.0f) - vec2<f32>(1.0f, 1.0f), 0.0f, 1.0f);
    return;
}
@vertex
fn fullscreenVertex(@builtin(vertex_index) in_VertexIndex: u32) -> fullscreenVertex_Output {
    VertexIndex = i32(in_VertexIndex);
    fullscreenVertex_1();
    return fullscreenVertex_Output(out_uv, Position);
}
