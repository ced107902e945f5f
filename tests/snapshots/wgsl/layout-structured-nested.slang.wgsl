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
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> input: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: f32 = input.data[1u].a;
    var t_1: vec3<f32> = input.data[1u].i.v;
    var t_2: f32 = input.data[1u].i.w;
    var t_3: vec2<f32> = input.data[1u].i.u;
    var t_4: f32 = input.data[1u].b[0i];
    var t_5: f32 = input.data[1u].b[1i];
    var t_6: f32 = input.data[1u].b[2i];
    var t_7: vec3<f32> = input.data[1u].c;
    var t_8: mat2x3<f32> = input.data[1u].m;
    var o: Outer = Outer();
    o = Outer(t, Inner(t_1, t_2, t_3), array<f32, 3>(t_4, t_5, t_6), t_7, t_8);
    var t_9: f32 = o.a;
    outputBuffer.data[0u] = t_9;
    var t_10: vec3<f32> = o.i.v;
    outputBuffer.data[1u] = t_10.x;
    var t_11: f32 = o.i.w;
    outputBuffer.data[2u] = t_11;
    var t_12: vec2<f32> = o.i.u;
    outputBuffer.data[3u] = t_12.y;
    var t_13: f32 = o.b[0i];
    outputBuffer.data[4u] = t_13;
    var t_14: f32 = o.b[2i];
    outputBuffer.data[5u] = t_14;
    var t_15: vec3<f32> = o.c;
    outputBuffer.data[6u] = t_15.z;
    var t_16: f32 = o.m[0i][2i];
    outputBuffer.data[7u] = t_16;
    var t_17: f32 = o.m[1i][0i];
    outputBuffer.data[8u] = t_17;
    var t_18: vec2<f32> = input.data[0u].i.u;
    outputBuffer.data[9u] = t_18.x;
    var t_19: f32 = input.data[0u].m[1i][2i];
    outputBuffer.data[10u] = t_19;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
