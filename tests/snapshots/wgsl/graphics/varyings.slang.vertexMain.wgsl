struct GlobalParams {
    modelViewProjection: array<vec4<f32>, 4>,
    @size(16) threshold: f32,
}
struct VertexOut {
    position: vec4<f32>,
    uv: vec2<f32>,
    material: u32,
    fog: f32,
    normal: vec3<f32>,
}
struct VertexIn {
    position: vec3<f32>,
    uv: vec2<f32>,
    material: u32,
}
struct vertexMain_Output {
    @builtin(position) Position_1: vec4<f32>,
    @location(0) out_result_uv_1: vec2<f32>,
    @location(1) @interpolate(flat) out_result_material_1: u32,
    @location(2) @interpolate(linear) out_result_fog_1: f32,
    @location(3) @interpolate(perspective, centroid) out_result_normal_1: vec3<f32>,
}
var<private> in_input_position: vec3<f32>;
var<private> in_input_uv: vec2<f32>;
var<private> in_input_material: u32;
var<private> VertexIndex: i32;
var<private> InstanceIndex: i32;
var<private> Position: vec4<f32>;
var<private> out_result_uv: vec2<f32>;
var<private> out_result_material: u32;
var<private> out_result_fog: f32;
var<private> out_result_normal: vec3<f32>;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
fn vertexMain_1() {
    var t: VertexOut = VertexOut();
    var t_1: i32 = InstanceIndex;
    var t_2: i32 = VertexIndex;
    var t_3: VertexIn = VertexIn();
    var t_4: vec3<f32> = in_input_position;
    t_3.position = t_4;
    var t_5: vec2<f32> = in_input_uv;
    t_3.uv = t_5;
    var t_6: u32 = in_input_material;
    t_3.material = t_6;
    var t_7: VertexIn = t_3;
    var t_8: vec3<f32> = t_7.position;
    var t_9: vec4<f32> = vec4<f32>(t_8, 1.0f);
    t_9.x = t_8.x + f32(bitcast<u32>(t_1)) * 0.5f;
    var t_10: vec4<f32> = globalParams.modelViewProjection[0i];
    var t_11: vec4<f32> = globalParams.modelViewProjection[1i];
    var t_12: vec4<f32> = globalParams.modelViewProjection[2i];
    var t_13: vec4<f32> = globalParams.modelViewProjection[3i];
    var t_14: vec4<f32> = t_9 * transpose(mat4x4<f32>(t_10, t_11, t_12, t_13));
    t = VertexOut(t_14, t_7.uv, t_7.material + bitcast<u32>(t_2), t_14.z * 0.25f, vec3<f32>(0.0f, 0.0f, 1.0f));
    var t_15: vec4<f32> = t.position;
    Position = t_15;
    var t_16: vec2<f32> = t.uv;
    out_result_uv = t_16;
    var t_17: u32 = t.material;
    out_result_material = t_17;
    var t_18: f32 = t.fog;
    out_result_fog = t_18;
    var t_19: vec3<f32> = t.normal;
    out_result_normal = t_19;
    return;
}
@vertex
fn vertexMain(@location(0) in_in_input_position: vec3<f32>, @location(1) in_in_input_uv: vec2<f32>, @location(2) in_in_input_material: u32, @builtin(vertex_index) in_VertexIndex: u32, @builtin(instance_index) in_InstanceIndex: u32) -> vertexMain_Output {
    in_input_position = in_in_input_position;
    in_input_uv = in_in_input_uv;
    in_input_material = in_in_input_material;
    VertexIndex = i32(in_VertexIndex);
    InstanceIndex = i32(in_InstanceIndex);
    vertexMain_1();
    return vertexMain_Output(Position, out_result_uv, out_result_material, out_result_fog, out_result_normal);
}
