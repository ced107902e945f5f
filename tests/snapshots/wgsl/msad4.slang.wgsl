struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> inputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = inputBuffer.data[0u];
    var t_1: u32 = inputBuffer.data[1u];
    var t_2: u32 = inputBuffer.data[2u];
    var t_3: vec4<u32> = core_msad4(t, vec2<u32>(t_1, t_2), vec4<u32>(0u, 0u, 0u, 0u));
    outputBuffer.data[0u] = t_3.x;
    outputBuffer.data[1u] = t_3.y;
    outputBuffer.data[2u] = t_3.z;
    outputBuffer.data[3u] = t_3.w;
    var t_4: u32 = inputBuffer.data[3u];
    var t_5: u32 = inputBuffer.data[4u];
    var t_6: u32 = inputBuffer.data[5u];
    var t_7: vec4<u32> = core_msad4(t_4, vec2<u32>(t_5, t_6), vec4<u32>(1000u, 2000u, 3000u, 4000u));
    outputBuffer.data[4u] = t_7.x;
    outputBuffer.data[5u] = t_7.y;
    outputBuffer.data[6u] = t_7.z;
    outputBuffer.data[7u] = t_7.w;
    return;
}
fn core_msad4(p: u32, p_1: vec2<u32>, p_2: vec4<u32>) -> vec4<u32> {
    var referenceBytes: vec4<u32> = vec4<u32>();
    referenceBytes = vec4<u32>(p, p >> bitcast<u32>(8u & 31u), p >> bitcast<u32>(16u & 31u), p >> bitcast<u32>(24u & 31u)) & vec4<u32>(255u, 255u, 255u, 255u);
    var result: vec4<u32> = vec4<u32>();
    result = p_2;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        var t_8: u32 = p_1.x;
        var window: u32;
        if (i_1 > 0i) {
            var t_9: i32 = 8i * i_1;
            window = (t_8 >> bitcast<u32>(u32(t_9) & 31u)) | (p_1.y << bitcast<u32>(u32(32i - t_9) & 31u));
        } else {
            window = t_8;
        }
        var windowBytes: vec4<u32> = vec4<u32>();
        windowBytes = vec4<u32>(window, window >> bitcast<u32>(8u & 31u), window >> bitcast<u32>(16u & 31u), window >> bitcast<u32>(24u & 31u)) & vec4<u32>(255u, 255u, 255u, 255u);
        var j: i32;
        var j_1: i32 = 0i;
        for (;;) {
            if (j_1 < 4i) {
            } else {
                j = j_1;
                break;
            }
            var t_10: u32 = referenceBytes[j_1];
            if (t_10 != 0u) {
                var t_11: u32 = result[i_1];
                var t_12: u32 = referenceBytes[j_1];
                var t_13: u32 = windowBytes[j_1];
                result[i_1] = t_11 + u32(abs(i32(t_12) - i32(t_13)));
            }
            j_1 = j_1 + 1i;
            continue;
        }
        i_1 = i_1 + 1i;
        continue;
    }
    var t_14: vec4<u32> = result;
    return t_14;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
