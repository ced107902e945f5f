enable f16;
struct RWStructuredBuffer {
    data: array<i32>,
}
struct S {
    a: f16,
    v: vec3<f16>,
    f: f32,
}
struct RWStructuredBuffer_1 {
    data: array<S>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> inputBuffer: RWStructuredBuffer_1;
fn computeMain_1() {
    var t: f16 = inputBuffer.data[0u].a;
    var t_1: vec3<f16> = inputBuffer.data[0u].v;
    var t_2: f32 = inputBuffer.data[0u].f;
    outputBuffer.data[0u] = i32(t * 4.0h);
    var t_3: f16 = t_1.z;
    outputBuffer.data[1u] = i32((t_1.x + t_1.y + t_3) * 2.0h);
    outputBuffer.data[2u] = i32(f32(t_3) * t_2);
    outputBuffer.data[3u] = i32(dot(t_1, vec3<f16>(1.0h, 2.0h, 3.0h)) * 4.0h);
    outputBuffer.data[4u] = i32(sqrt(f16(t_2) + 6.0h));
    outputBuffer.data[5u] = 9997i;
    outputBuffer.data[6u] = select(0i, 1i, all(t_1 > vec3<f16>(0.0h, 0.0h, 0.0h)));
    outputBuffer.data[7u] = i32(max(t, t_3));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
