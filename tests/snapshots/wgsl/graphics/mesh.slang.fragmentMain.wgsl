struct MeshVertex {
    position: vec4<f32>,
    color: vec3<f32>,
}
struct fragmentMain_Output {
    @location(0) out_result_1: vec4<f32>,
}
var<private> FragCoord: vec4<f32>;
var<private> in_input_color: vec3<f32>;
var<private> out_result: vec4<f32>;
fn fragmentMain_1() {
    var t: MeshVertex = MeshVertex();
    var t_1: vec4<f32> = FragCoord;
    t.position = t_1;
    var t_2: vec3<f32> = in_input_color;
    t.color = t_2;
    var t_3: MeshVertex = t;
    out_result = vec4<f32>(t_3.color, 1.0f);
    return;
}
@fragment
fn fragmentMain(@builtin(position) in_FragCoord: vec4<f32>, @location(0) in_in_input_color: vec3<f32>) -> fragmentMain_Output {
    FragCoord = in_FragCoord;
    in_input_color = in_in_input_color;
    fragmentMain_1();
    return fragmentMain_Output(out_result);
}
