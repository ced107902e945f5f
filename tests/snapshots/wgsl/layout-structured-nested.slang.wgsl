struct Inner {
    v: vec3<f32>,
    w: f32,
    u: vec2<f32>,
}
struct Outer {
    a: f32,
    i: Inner,
    b: array<f32, 3>,
    c: vec3<f32>,
    m: mat2x3<f32>,
}
struct StructuredBuffer {
    data: array<Outer>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read> input: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: f32 = input.data[1u].a;
    var t_1: vec3<f32> = input.data[1u].i.v;
    var t_2: f32 = input.data[1u].i.w;
    var t_3: vec2<f32> = input.data[1u].i.u;
    var t_4: f32 = input.data[1u].b[0i];
    var t_5: f32 = input.data[1u].b[2i];
    var t_6: vec3<f32> = input.data[1u].c;
    var t_7: mat2x3<f32> = input.data[1u].m;
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = t_1.x;
    outputBuffer.data[2u] = t_2;
    outputBuffer.data[3u] = t_3.y;
    outputBuffer.data[4u] = t_4;
    outputBuffer.data[5u] = t_5;
    outputBuffer.data[6u] = t_6.z;
    outputBuffer.data[7u] = t_7[0].z;
    outputBuffer.data[8u] = t_7[1].x;
    var t_8: vec2<f32> = input.data[0u].i.u;
    outputBuffer.data[9u] = t_8.x;
    var t_9: f32 = input.data[0u].m[1i][2i];
    outputBuffer.data[10u] = t_9;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
