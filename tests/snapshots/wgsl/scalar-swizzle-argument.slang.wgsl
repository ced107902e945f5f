struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = outputBuffer.data[0u];
    var t_1: f32 = t * 2.0f;
    var t_2: vec3<f32> = mix(vec3<f32>(t_1, t_1, t_1), vec3<f32>(2.0f, 4.0f, 6.0f), vec3<f32>(t_1));
    outputBuffer.data[1u] = t_2.x;
    outputBuffer.data[2u] = t_2.z;
    outputBuffer.data[3u] = t_1 + t_1 + t_1;
    outputBuffer.data[4u] = dot(vec2<f32>(t_1, t_1), vec2<f32>(3.0f, 5.0f));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
