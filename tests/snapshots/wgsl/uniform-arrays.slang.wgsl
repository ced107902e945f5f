struct Params {
    scale: array<vec4<f32>, 3>,
    offsets: array<vec4<i32>, 2>,
    pairs: array<array<vec4<u32>, 2>, 2>,
    tail: f32,
    m: array<vec4<f32>, 3>,
}
struct GlobalParams {
    params: Params,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: f32 = globalParams.params.scale[0i][0i];
    var t_3: f32 = globalParams.params.scale[1i][0i];
    var t_4: f32 = globalParams.params.scale[2i][0i];
    outputBuffer.data[0u] = i32(t_2 + t_3 * 10.0f + t_4 * 100.0f);
    var t_5: vec4<i32> = globalParams.params.offsets[1i];
    outputBuffer.data[1u] = t_5.x;
    var t_6: u32 = t_1 + 1u;
    var t_7: vec4<i32> = globalParams.params.offsets[t_6];
    outputBuffer.data[2u] = t_7.y;
    var t_8: vec4<i32> = globalParams.params.offsets[t_1];
    outputBuffer.data[3u] = t_8.x * 10i + t_8.y;
    var t_9: u32 = globalParams.params.pairs[1i][0i][0i];
    outputBuffer.data[4u] = i32(t_9);
    var t_10: u32 = globalParams.params.pairs[t_1][t_6][0i];
    outputBuffer.data[5u] = i32(t_10);
    var t_11: f32 = globalParams.params.tail;
    outputBuffer.data[6u] = i32(t_11);
    var sum: f32;
    var k: u32;
    var sum_1: f32 = 0.0f;
    var k_1: u32 = t_1;
    for (;;) {
        if (k_1 < 3u) {
        } else {
            var t_12: f32 = sum_1;
            var t_13: u32 = k_1;
            sum = t_12;
            k = t_13;
            break;
        }
        var t_14: f32 = globalParams.params.scale[k_1][0i];
        var t_15: f32 = sum_1 + t_14;
        var t_16: u32 = k_1 + 1u;
        sum_1 = t_15;
        k_1 = t_16;
        continue;
    }
    outputBuffer.data[7u] = i32(sum);
    var t_17: vec4<f32> = globalParams.params.m[0i];
    var t_18: vec4<f32> = globalParams.params.m[1i];
    var t_19: vec4<f32> = globalParams.params.m[2i];
    outputBuffer.data[8u] = i32((vec2<f32>(1.0f, 10.0f) * mat3x2<f32>(t_17.xy, t_18.xy, t_19.xy)).z);
    var t_20: f32 = globalParams.params.m[t_1 + 2u][1i];
    outputBuffer.data[9u] = i32(t_20);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
