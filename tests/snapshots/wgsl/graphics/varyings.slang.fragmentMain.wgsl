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
struct main_Output {
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
fn fragmentMain() {
    var t: FragmentOut = FragmentOut();
    var t_1: bool = bool();
    var t_2: bool = FrontFacing;
    t_1 = t_2;
    var t_3: bool = t_1;
    var t_4: VertexOut = VertexOut();
    var t_5: vec4<f32> = FragCoord;
    t_4.position = t_5;
    var t_6: vec2<f32> = in_input_uv;
    t_4.uv = t_6;
    var t_7: u32 = in_input_material;
    t_4.material = t_7;
    var t_8: f32 = in_input_fog;
    t_4.fog = t_8;
    var t_9: vec3<f32> = in_input_normal;
    t_4.normal = t_9;
    var t_10: VertexOut = t_4;
    var t_11: vec2<f32> = t_10.uv;
    var t_12: f32 = t_10.fog;
    var t_13: f32 = globalParams.threshold;
    if (t_12 > t_13) {
        discard;
    }
    var t_14: vec4<f32> = textureSample(colorTexture, colorSampler, t_11);
    var t_15: f32 = fwidth(t_11.x);
    var t_16: f32 = dpdx(t_11.y);
    var t_17: f32 = dpdyFine(t_12);
    var t_18: f32;
    if (t_3) {
        t_18 = 1.0f;
    } else {
        t_18 = 0.0f;
    }
    t = FragmentOut(t_14 * vec4<f32>(f32(t_10.material)) + vec4<f32>(t_15 + abs(t_16) + abs(t_17)), vec4<f32>(t_10.normal, t_18), t_10.position.z);
    var t_19: vec4<f32> = t.color;
    out_result_color = t_19;
    var t_20: vec4<f32> = t.extra;
    out_result_extra = t_20;
    var t_21: f32 = t.depth;
    FragDepth = t_21;
    return;
}
@fragment
fn main(@builtin(position) in_FragCoord: vec4<f32>, @location(0) in_in_input_uv: vec2<f32>, @location(1) @interpolate(flat) in_in_input_material: u32, @location(2) @interpolate(linear) in_in_input_fog: f32, @location(3) @interpolate(perspective, centroid) in_in_input_normal: vec3<f32>, @builtin(front_facing) in_FrontFacing: bool) -> main_Output {
    FragCoord = in_FragCoord;
    in_input_uv = in_in_input_uv;
    in_input_material = in_in_input_material;
    in_input_fog = in_in_input_fog;
    in_input_normal = in_in_input_normal;
    FrontFacing = in_FrontFacing;
    fragmentMain();
    return main_Output(out_result_color, out_result_extra, FragDepth);
}
