struct FragmentIn {
    position: vec4<f32>,
    color: vec3<f32>,
    barycentric: vec2<f32>,
}
struct fragmentMain_Output {
    @location(0) out_result_1: vec4<f32>,
}
var<private> FragCoord: vec4<f32>;
var<private> in_input_color: vec3<f32>;
var<private> in_input_barycentric: vec2<f32>;
var<private> out_result: vec4<f32>;
fn fragmentMain_1() {
    var t: FragmentIn = FragmentIn();
    var t_1: vec4<f32> = FragCoord;
    t.position = t_1;
    var t_2: vec3<f32> = in_input_color;
    t.color = t_2;
    var t_3: vec2<f32> = in_input_barycentric;
    t.barycentric = t_3;
    var t_4: FragmentIn = t;
    out_result = vec4<f32>(t_4.color * vec3<f32>(t_4.barycentric.x), 1.0f);
    return;
}
@fragment
fn fragmentMain(@builtin(position) in_FragCoord: vec4<f32>, @location(0) in_in_input_color: vec3<f32>, @location(1) in_in_input_barycentric: vec2<f32>) -> fragmentMain_Output {
    FragCoord = in_FragCoord;
    in_input_color = in_in_input_color;
    in_input_barycentric = in_in_input_barycentric;
    fragmentMain_1();
    return fragmentMain_Output(out_result);
}
