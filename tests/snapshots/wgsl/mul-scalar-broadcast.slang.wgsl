struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = outputBuffer.data[0u];
    var t_1: vec2<i32> = vec2<i32>(t) * vec2<i32>(1i, 5i);
    var t_2: vec3<i32> = vec3<i32>(2i, 4i, -1i) * vec3<i32>(t);
    var t_3: vec2<f32> = vec2<f32>(0.5f, -1.5f) * vec2<f32>(f32(t));
    outputBuffer.data[0u] = t_1.x;
    outputBuffer.data[1u] = t_1.y;
    outputBuffer.data[2u] = t_2.x;
    outputBuffer.data[3u] = t_2.y;
    outputBuffer.data[4u] = t_2.z;
    outputBuffer.data[5u] = i32(t_3.x * 2.0f);
    outputBuffer.data[6u] = i32(t_3.y * 2.0f);
    outputBuffer.data[7u] = dot(vec2<i32>(2i, 3i), vec2<i32>(4i, t + 2i));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
