struct Mats {
    a: mat2x3<f32>,
    b: array<vec2<f32>, 3>,
    c: mat2x2<f32>,
    d: array<vec2<i32>, 2>,
}
struct StructuredBuffer {
    data: array<Mats>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> input: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: mat2x3<f32> = input.data[0u].a;
    var t_1: vec2<f32> = input.data[0u].b[0i];
    var t_2: vec2<f32> = input.data[0u].b[1i];
    var t_3: vec2<f32> = input.data[0u].b[2i];
    var t_4: mat2x3<f32> = transpose(mat3x2<f32>(t_1, t_2, t_3));
    var t_5: mat2x2<f32> = input.data[0u].c;
    var t_6: vec2<i32> = input.data[0u].d[0i];
    var t_7: vec2<i32> = input.data[0u].d[1i];
    var t_8: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t;
    var t_9: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_4;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_9.x;
    outputBuffer.data[3u] = t_9.y;
    outputBuffer.data[4u] = t_5[0].y;
    var t_10: f32 = t_5[1].x;
    outputBuffer.data[5u] = t_10;
    outputBuffer.data[6u] = f32(t_6.y);
    outputBuffer.data[7u] = f32(t_7.x);
    outputBuffer.data[8u] = (t + t_4)[1].y;
    var t_11: vec2<f32> = input.data[0u].b[0i];
    var t_12: vec2<f32> = input.data[0u].b[1i];
    var t_13: vec2<f32> = input.data[0u].b[2i];
    var t_14: mat2x3<f32> = transpose(mat3x2<f32>(t_11, t_12, t_13));
    outputBuffer.data[9u] = t_14[0].x + t_14[1].z;
    outputBuffer.data[10u] = t_10;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
