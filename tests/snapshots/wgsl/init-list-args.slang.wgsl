struct RWStructuredBuffer {
    data: array<f32>,
}
struct P {
    x: f32,
    y: f32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    outputBuffer.data[0u] = 21.0f;
    outputBuffer.data[1u] = 7654.0f;
    outputBuffer.data[2u] = 453.0f;
    var a: P = P();
    a = P(1.0f, 2.0f);
    var b: P = P();
    b = P(3.0f, 4.0f);
    var t: f32 = a.x;
    var t_1: f32 = b.x;
    var t_2: f32 = a.y;
    var t_3: f32 = b.y;
    var p: P = P();
    p = P(t + t_1, t_2 + t_3);
    var t_4: f32 = p.x;
    var t_5: f32 = p.y;
    outputBuffer.data[3u] = t_4 * 10.0f + t_5;
    outputBuffer.data[4u] = 5.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
