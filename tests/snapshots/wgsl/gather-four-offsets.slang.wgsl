struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var tex: texture_2d<f32>;
@group(0) @binding(1) var samp: sampler;
@group(0) @binding(2) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: vec4<f32> = textureGather(0, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 0i));
    var t_1: vec4<f32> = textureGather(0, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 0i));
    var t_2: vec4<f32> = textureGather(0, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(-1i, 0i));
    var t_3: vec4<f32> = textureGather(0, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 1i));
    var r: vec4<f32> = vec4<f32>();
    r = vec4<f32>(t.w, t_1.w, t_2.w, t_3.w);
    var t_4: vec4<f32> = textureGather(1, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 0i));
    var t_5: vec4<f32> = textureGather(1, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 0i));
    var t_6: vec4<f32> = textureGather(1, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(-1i, 0i));
    var t_7: vec4<f32> = textureGather(1, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(0i, 1i));
    var g: vec4<f32> = vec4<f32>();
    g = vec4<f32>(t_4.w, t_5.w, t_6.w, t_7.w);
    var t_8: vec4<f32> = textureGather(0, tex, samp, vec2<f32>(0.5f, 0.5f), vec2<i32>(1i, 1i));
    var plain: vec4<f32> = vec4<f32>();
    plain = t_8;
    var k: i32;
    var k_1: i32 = 0i;
    for (;;) {
        if (k_1 < 4i) {
        } else {
            k = k_1;
            break;
        }
        var t_9: f32 = r[k_1];
        outputBuffer.data[u32(k_1)] = round(t_9 * 3.0f);
        var t_10: f32 = g[k_1];
        outputBuffer.data[u32(4i + k_1)] = round(t_10 * 3.0f);
        var t_11: f32 = plain[k_1];
        outputBuffer.data[u32(8i + k_1)] = round(t_11 * 3.0f);
        k_1 = k_1 + 1i;
        continue;
    }
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
