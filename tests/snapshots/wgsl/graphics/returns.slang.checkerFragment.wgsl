struct main_Output {
    @location(0) out_result_1: vec4<f32>,
}
var<private> FragCoord: vec4<f32>;
var<private> in_uv: vec2<f32>;
var<private> in_tile: i32;
var<private> out_result: vec4<f32>;
fn checkerFragment() {
    var t: vec4<f32> = vec4<f32>();
    var t_1: i32 = i32();
    var t_2: i32 = in_tile;
    t_1 = t_2;
    var t_3: i32 = t_1;
    var t_4: vec2<f32> = vec2<f32>();
    var t_5: vec2<f32> = in_uv;
    t_4 = t_5;
    var t_6: vec2<f32> = t_4;
    var t_7: vec4<f32> = vec4<f32>();
    var t_8: vec4<f32> = FragCoord;
    t_7 = t_8;
    var t_9: vec4<f32> = t_7;
    var t_10: vec2<i32> = vec2<i32>(8i, 8i);
    var t_11: vec2<i32> = select(vec2<i32>(t_9.xy) / t_10, vec2<i32>(-1i), t_10 == vec2<i32>(0i));
    if (((t_11.x + t_11.y + t_3) & 1i) == 0i) {
        t = vec4<f32>(t_6, 0.0f, 1.0f);
        var t_12: vec4<f32> = t;
        out_result = t_12;
        return;
    }
    t = vec4<f32>(0.0f, 0.0f, 0.0f, 1.0f);
    var t_13: vec4<f32> = t;
    out_result = t_13;
    return;
}
@fragment
fn main(@builtin(position) in_FragCoord: vec4<f32>, @location(0) in_in_uv: vec2<f32>, @location(1) @interpolate(flat) in_in_tile: i32) -> main_Output {
    FragCoord = in_FragCoord;
    in_uv = in_in_uv;
    in_tile = in_in_tile;
    checkerFragment();
    return main_Output(out_result);
}
