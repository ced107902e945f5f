struct StructuredBuffer {
    data: array<vec4<f32>>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: vec4<f32> = inputBuffer.data[0u];
    var t_1: vec4<f32> = inputBuffer.data[1u];
    var s: vec4<f32> = vec4<f32>();
    s = t + t_1;
    var p: vec4<f32> = vec4<f32>();
    p = t * t_1;
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            i = i_1;
            break;
        }
        var t_2: f32 = s[i_1];
        outputBuffer.data[u32(i_1)] = t_2;
        var t_3: f32 = p[i_1];
        outputBuffer.data[u32(4i + i_1)] = t_3;
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[8u] = dot(t, t_1);
    outputBuffer.data[9u] = t.w + t.x;
    outputBuffer.data[10u] = (t_1.zzz * vec3<f32>(2.0f, 2.0f, 2.0f)).y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
