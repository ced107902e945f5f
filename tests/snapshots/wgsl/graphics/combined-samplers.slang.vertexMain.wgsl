struct GlobalParams {
    modelViewProjection: array<vec4<f32>, 4>,
}
struct VertexOut {
    position: vec4<f32>,
    uv: vec2<f32>,
    normal: vec3<f32>,
}
struct vertexMain_Output {
    @builtin(position) Position_1: vec4<f32>,
    @location(0) out_result_uv_1: vec2<f32>,
    @location(1) out_result_normal_1: vec3<f32>,
}
var<private> in_position: vec3<f32>;
var<private> in_uv: vec2<f32>;
var<private> in_normal: vec3<f32>;
var<private> Position: vec4<f32>;
var<private> out_result_uv: vec2<f32>;
var<private> out_result_normal: vec3<f32>;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
fn vertexMain_1() {
    var t: VertexOut = VertexOut();
    var t_1: vec3<f32> = in_normal;
    var t_2: vec2<f32> = in_uv;
    var t_3: vec3<f32> = in_position;
    var t_4: vec4<f32> = globalParams.modelViewProjection[0i];
    var t_5: vec4<f32> = globalParams.modelViewProjection[1i];
    var t_6: vec4<f32> = globalParams.modelViewProjection[2i];
    var t_7: vec4<f32> = globalParams.modelViewProjection[3i];
    t = VertexOut(vec4<f32>(t_3, 1.0f) * transpose(mat4x4<f32>(t_4, t_5, t_6, t_7)), t_2, t_1);
    var t_8: vec4<f32> = t.position;
    Position = t_8;
    var t_9: vec2<f32> = t.uv;
    out_result_uv = t_9;
    var t_10: vec3<f32> = t.normal;
    out_result_normal = t_10;
    return;
}
@vertex
fn vertexMain(@location(0) in_in_position: vec3<f32>, @location(1) in_in_uv: vec2<f32>, @location(2) in_in_normal: vec3<f32>) -> vertexMain_Output {
    in_position = in_in_position;
    in_uv = in_in_uv;
    in_normal = in_in_normal;
    vertexMain_1();
    return vertexMain_Output(Position, out_result_uv, out_result_normal);
}
