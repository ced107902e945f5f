struct GlobalParams {
    modelViewProjection: array<vec4<f32>, 4>,
    @size(16) threshold: f32,
}
struct FragmentOut {
    color: vec4<f32>,
    extra: vec4<f32>,
    depth: f32,
}
struct VertexOut {
    position: vec4<f32>,
    uv: vec2<f32>,
    material: u32,
    fog: f32,
    normal: vec3<f32>,
}
struct fragmentMain_Output {
    @location(0) out_result_color_1: vec4<f32>,
    @location(1) out_result_extra_1: vec4<f32>,
    @builtin(frag_depth) FragDepth_1: f32,
}
var<private> FragCoord: vec4<f32>;
var<private> in_input_uv: vec2<f32>;
var<private> in_input_material: u32;
var<private> in_input_fog: f32;
var<private> in_input_normal: vec3<f32>;
var<private> FrontFacing: bool;
var<private> out_result_color: vec4<f32>;
var<private> out_result_extra: vec4<f32>;
var<private> FragDepth: f32;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var colorTexture: texture_2d<f32>;
@group(0) @binding(2) var colorSampler: sampler;
fn fragmentMain_1() {
    var t: FragmentOut = FragmentOut();
    var t_1: bool = FrontFacing;
    var t_2: VertexOut = VertexOut();
    var t_3: vec4<f32> = FragCoord;
    t_2.position = t_3;
    var t_4: vec2<f32> = in_input_uv;
    t_2.uv = t_4;
    var t_5: u32 = in_input_material;
    t_2.material = t_5;
    var t_6: f32 = in_input_fog;
    t_2.fog = t_6;
    var t_7: vec3<f32> = in_input_normal;
    t_2.normal = t_7;
    var t_8: VertexOut = t_2;
    var t_9: vec2<f32> = t_8.uv;
    var t_10: f32 = t_8.fog;
    var t_11: f32 = globalParams.threshold;
    if (t_10 > t_11) {
        discard;
    }
    var t_12: vec4<f32> = textureSample(colorTexture, colorSampler, t_9);
    var t_13: f32 = fwidth(t_9.x);
    var t_14: f32 = dpdx(t_9.y);
    var t_15: f32 = dpdyFine(t_10);
    t = FragmentOut(t_12 * vec4<f32>(f32(t_8.material)) + vec4<f32>(t_13 + abs(t_14) + abs(t_15)), vec4<f32>(t_8.normal, select(0.0f, 1.0f, t_1)), t_8.position.z);
    var t_16: vec4<f32> = t.color;
    out_result_color = t_16;
    var t_17: vec4<f32> = t.extra;
    out_result_extra = t_17;
    var t_18: f32 = t.depth;
    FragDepth = t_18;
    return;
}
@fragment
fn fragmentMain(@builtin(position) in_FragCoord: vec4<f32>, @location(0) in_in_input_uv: vec2<f32>, @location(1) @interpolate(flat) in_in_input_material: u32, @location(2) @interpolate(linear) in_in_input_fog: f32, @location(3) @interpolate(perspective, centroid) in_in_input_normal: vec3<f32>, @builtin(front_facing) in_FrontFacing: bool) -> fragmentMain_Output {
    FragCoord = in_FragCoord;
    in_input_uv = in_in_input_uv;
    in_input_material = in_in_input_material;
    in_input_fog = in_in_input_fog;
    in_input_normal = in_in_input_normal;
    FrontFacing = in_FrontFacing;
    fragmentMain_1();
    return fragmentMain_Output(out_result_color, out_result_extra, FragDepth);
}
