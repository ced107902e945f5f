struct VertexOut {
    position: vec4<f32>,
    color: vec3<f32>,
    id: u32,
}
struct vertexMain_Output {
    @builtin(position) Position_1: vec4<f32>,
    @location(0) out_result_color_1: vec3<f32>,
    @location(1) @interpolate(flat) out_result_id_1: u32,
}
var<private> in_position: vec3<f32>;
var<private> in_color: vec3<f32>;
var<private> VertexIndex: i32;
var<private> Position: vec4<f32>;
var<private> out_result_color: vec3<f32>;
var<private> out_result_id: u32;
fn vertexMain_1() {
    var t: VertexOut = VertexOut();
    var t_1: i32 = VertexIndex;
    var t_2: vec3<f32> = in_color;
    var t_3: vec3<f32> = in_position;
    t = VertexOut(vec4<f32>(t_3, 1.0f), t_2, bitcast<u32>(t_1));
    var t_4: vec4<f32> = t.position;
    Position = t_4;
    var t_5: vec3<f32> = t.color;
    out_result_color = t_5;
    var t_6: u32 = t.id;
    out_result_id = t_6;
    return;
}
@vertex
fn vertexMain(@location(0) in_in_position: vec3<f32>, @location(1) in_in_color: vec3<f32>, @builtin(vertex_index) in_VertexIndex: u32) -> vertexMain_Output {
    in_position = in_in_position;
    in_color = in_in_color;
    VertexIndex = i32(in_VertexIndex);
    vertexMain_1();
    return vertexMain_Output(Position, out_result_color, out_result_id);
}
