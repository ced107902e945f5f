struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> inputs: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = inputs.data[0u];
    var t_1: vec4<u32> = vec4<u32>(t, t >> bitcast<u32>(8u & 31u), t >> bitcast<u32>(16u & 31u), t >> bitcast<u32>(24u & 31u)) & vec4<u32>(255u, 255u, 255u, 255u);
    outputBuffer.data[0u] = t_1.x + (t_1.y << bitcast<u32>(8u & 31u)) + (t_1.z << bitcast<u32>(16u & 31u)) + (t_1.w << bitcast<u32>(24u & 31u)) - t;
    var t_2: vec4<i32> = vec4<i32>(i32(t << bitcast<u32>(24u & 31u)), i32(t << bitcast<u32>(16u & 31u)), i32(t << bitcast<u32>(8u & 31u)), i32(t)) >> bitcast<vec4<u32>>(vec4<i32>(24i, 24i, 24i, 24i) & vec4<i32>(31i));
    outputBuffer.data[1u] = u32(t_2.x + t_2.y + t_2.z + t_2.w + 1000i);
    outputBuffer.data[2u] = 83690239u;
    var t_3: u32 = core_pack_clamp_u8(vec4<i32>(-5i, 300i, 7i, 255i));
    outputBuffer.data[3u] = t_3;
    outputBuffer.data[4u] = 33521536u;
    var t_4: u32 = inputs.data[1u];
    var t_5: f32 = bitcast<f32>(t_4);
    var t_6: u32 = inputs.data[2u];
    var t_7: f32 = bitcast<f32>(t_6);
    var t_8: u32 = inputs.data[3u];
    var t_9: f32 = bitcast<f32>(t_8);
    var t_10: vec4<u32> = vec4<u32>(round(saturate(vec4<f32>(t_5, t_7, t_9, 2.0f)) * vec4<f32>(255.0f, 255.0f, 255.0f, 255.0f))) & vec4<u32>(255u, 255u, 255u, 255u);
    outputBuffer.data[5u] = t_10.x | (t_10.y << bitcast<u32>(8u & 31u)) | (t_10.z << bitcast<u32>(16u & 31u)) | (t_10.w << bitcast<u32>(24u & 31u));
    var t_11: u32 = core_packSnorm4x8(vec4<f32>(t_5, t_7, t_9, -2.0f));
    outputBuffer.data[6u] = t_11;
    var t_12: vec2<u32> = vec2<u32>(round(saturate(vec2<f32>(t_9, t_5)) * vec2<f32>(65535.0f, 65535.0f))) & vec2<u32>(65535u, 65535u);
    outputBuffer.data[7u] = t_12.x | (t_12.y << bitcast<u32>(16u & 31u));
    var t_13: vec2<u32> = vec2<u32>(vec2<i32>(round(clamp(vec2<f32>(t_7, t_5), vec2<f32>(-1.0f, -1.0f), vec2<f32>(1.0f, 1.0f)) * vec2<f32>(32767.0f, 32767.0f)))) & vec2<u32>(65535u, 65535u);
    outputBuffer.data[8u] = t_13.x | (t_13.y << bitcast<u32>(16u & 31u));
    var t_14: vec2<u32> = vec2<u32>(pack2x16float(vec2<f32>(t_5, 0.0f)) & 65535u, pack2x16float(vec2<f32>(t_7, 0.0f)) & 65535u) & vec2<u32>(65535u, 65535u);
    outputBuffer.data[9u] = t_14.x | (t_14.y << bitcast<u32>(16u & 31u));
    var t_15: u32 = inputs.data[4u];
    outputBuffer.data[10u] = bitcast<u32>(unpack2x16float(t_15 & 65535u).x + unpack2x16float(t_15 >> bitcast<u32>(16u & 31u)).x * 4.0f);
    outputBuffer.data[11u] = 10100u;
    outputBuffer.data[12u] = 2891u;
    outputBuffer.data[13u] = 10u;
    outputBuffer.data[14u] = 910u;
    var t_16: u32 = inputs.data[4u];
    var t_17: u32 = inputs.data[4u];
    var x: vec2<u32> = vec2<u32>();
    x = vec2<u32>(t_16 >> bitcast<u32>(16u & 31u), t_17);
    var r: vec2<f32> = vec2<f32>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            i = i_1;
            break;
        }
        var t_18: u32 = x[i_1];
        r[i_1] = unpack2x16float(t_18).x;
        i_1 = i_1 + 1i;
        continue;
    }
    var t_19: vec2<f32> = r;
    var t_20: u32 = outputBuffer.data[10u];
    outputBuffer.data[10u] = t_20 + (bitcast<u32>(t_19.x) - bitcast<u32>(t_19.y));
    var t_21: vec4<u32> = (t_1 + vec4<u32>(1u, 1u, 1u, 1u)) & vec4<u32>(255u, 255u, 255u, 255u);
    outputBuffer.data[15u] = t_21.x | (t_21.y << bitcast<u32>(8u & 31u)) | (t_21.z << bitcast<u32>(16u & 31u)) | (t_21.w << bitcast<u32>(24u & 31u));
    return;
}
fn core_pack_clamp_u8(v: vec4<i32>) -> u32 {
    var t_22: vec4<u32> = vec4<u32>(clamp(v, vec4<i32>(0i, 0i, 0i, 0i), vec4<i32>(255i, 255i, 255i, 255i))) & vec4<u32>(255u, 255u, 255u, 255u);
    return t_22.x | (t_22.y << bitcast<u32>(8u & 31u)) | (t_22.z << bitcast<u32>(16u & 31u)) | (t_22.w << bitcast<u32>(24u & 31u));
}
fn core_packSnorm4x8(v_1: vec4<f32>) -> u32 {
    var t_23: vec4<u32> = vec4<u32>(vec4<i32>(round(clamp(v_1, vec4<f32>(-1.0f, -1.0f, -1.0f, -1.0f), vec4<f32>(1.0f, 1.0f, 1.0f, 1.0f)) * vec4<f32>(127.0f, 127.0f, 127.0f, 127.0f)))) & vec4<u32>(255u, 255u, 255u, 255u);
    return t_23.x | (t_23.y << bitcast<u32>(8u & 31u)) | (t_23.z << bitcast<u32>(16u & 31u)) | (t_23.w << bitcast<u32>(24u & 31u));
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
