struct checkerFragment_Output {
    @location(0) out_result_1: vec4<f32>,
}
var<private> FragCoord: vec4<f32>;
var<private> in_uv: vec2<f32>;
var<private> in_tile: i32;
var<private> out_result: vec4<f32>;
fn checkerFragment_1() {
    var t: i32 = in_tile;
    var t_1: vec2<f32> = in_uv;
    var t_2: vec4<f32> = FragCoord;
    var t_3: vec2<i32> = vec2<i32>(8i, 8i);
    var t_4: vec2<i32> = select(vec2<i32>(t_2.xy) / t_3, vec2<i32>(-1i), t_3 == vec2<i32>(0i));
    var t_5: vec4<f32>;
    if (((t_4.x + t_4.y + t) & 1i) == 0i) {
        out_result = vec4<f32>(t_1, 0.0f, 1.0f);
        return;
    } else {
        t_5 = vec4<f32>(0.0f, 0.0f, 0.0f, 0.0f);
    }
    out_result = vec4<f32>(0.0f, 0.0f, 0.0f, 1.0f);
    return;
}
@fragment
fn checkerFragment(@builtin(position) in_FragCoord: vec4<f32>, @location(0) in_in_uv: vec2<f32>, @location(1) @interpolate(flat) in_in_tile: i32) -> checkerFragment_Output {
    FragCoord = in_FragCoord;
    in_uv = in_in_uv;
    in_tile = in_in_tile;
    checkerFragment_1();
    return checkerFragment_Output(out_result);
}
