struct main_Output {
    @location(0) out_uv_1: vec2<f32>,
    @builtin(position) Position_1: vec4<f32>,
}
var<private> VertexIndex: i32;
var<private> out_uv: vec2<f32>;
var<private> Position: vec4<f32>;
fn fullscreenVertex() {
    var t: vec4<f32> = vec4<f32>();
    var t_1: vec2<f32> = vec2<f32>();
    var t_2: u32 = u32();
    var t_3: i32 = VertexIndex;
    t_2 = bitcast<u32>(t_3);
    var t_4: u32 = t_2;
    t_1 = vec2<f32>(f32((t_4 << bitcast<u32>(1u & 31u)) & 2u), f32(t_4 & 2u));
    var t_5: vec2<f32> = t_1;
    t = vec4<f32>(t_5 * vec2<f32>(2.0f, 2.0f) - vec2<f32>(1.0f, 1.0f), 0.0f, 1.0f);
    var t_6: vec2<f32> = t_1;
    out_uv = t_6;
    var t_7: vec4<f32> = t;
    Position = t_7;
    return;
}
@vertex
fn main(@builtin(vertex_index) in_VertexIndex: u32) -> main_Output {
    VertexIndex = i32(in_VertexIndex);
    fullscreenVertex();
    return main_Output(out_uv, Position);
}
