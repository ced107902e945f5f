struct RWStructuredBuffer {
    data: array<f32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var mm: mat2x2<f32> = mat2x2<f32>();
    mm = mat2x2<f32>(vec2<f32>(2.0f, 1.0f), vec2<f32>(4.0f, 3.0f));
    var t: mat2x2<f32> = mat2x2<f32>();
    t = mat2x2<f32>(vec2<f32>(1.0f, 3.0f), vec2<f32>(2.0f, 4.0f));
    outputBuffer.data[0u] = 17.0f;
    outputBuffer.data[1u] = 39.0f;
    outputBuffer.data[2u] = 23.0f;
    outputBuffer.data[3u] = 34.0f;
    var t_1: f32 = mm[0i][0i];
    outputBuffer.data[4u] = t_1;
    var t_2: f32 = mm[0i][1i];
    outputBuffer.data[5u] = t_2;
    var t_3: f32 = mm[1i][0i];
    outputBuffer.data[6u] = t_3;
    var t_4: f32 = mm[1i][1i];
    outputBuffer.data[7u] = t_4;
    var t_5: f32 = t[0i][0i];
    outputBuffer.data[8u] = t_5;
    var t_6: f32 = t[0i][1i];
    outputBuffer.data[9u] = t_6;
    var t_7: f32 = t[1i][0i];
    outputBuffer.data[10u] = t_7;
    var t_8: f32 = t[1i][1i];
    outputBuffer.data[11u] = t_8;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
