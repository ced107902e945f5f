struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = outputBuffer.data[0u];
    var t_1: i32 = t + 1i;
    var t_2: vec3<i32> = vec3<i32>(t_1, 2i, 3i);
    outputBuffer.data[0u] = select(20i, 10i, all(t_2 == vec3<i32>(1i, 2i, t_1 * 3i)));
    outputBuffer.data[1u] = select(40i, 30i, any(t_2 != vec3<i32>(1i, 2i, 4i)));
    outputBuffer.data[2u] = select(60i, 50i, all(t_2 == vec3<i32>(1i, 2i, 4i)));
    outputBuffer.data[3u] = i32((mat2x2<f32>(vec2<f32>(f32(t_1), 2.0f), vec2<f32>(3.0f, 4.0f)) * mat2x2<f32>(vec2<f32>(1.0f, 0.0f), vec2<f32>(0.0f, 1.0f)))[0].y);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
