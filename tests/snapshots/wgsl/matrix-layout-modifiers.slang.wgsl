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
struct Mats_1 {
    a: mat2x3<f32>,
    b: mat2x3<f32>,
    c: mat2x2<f32>,
    d: array<vec2<i32>, 2>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> input: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: mat2x3<f32> = input.data[0u].a;
    var t_1: vec2<f32> = input.data[0u].b[0i];
    var t_2: vec2<f32> = input.data[0u].b[1i];
    var t_3: vec2<f32> = input.data[0u].b[2i];
    var t_4: mat2x2<f32> = input.data[0u].c;
    var t_5: vec2<i32> = input.data[0u].d[0i];
    var t_6: vec2<i32> = input.data[0u].d[1i];
    var m: Mats_1 = Mats_1();
    m = Mats_1(t, transpose(mat3x2<f32>(t_1, t_2, t_3)), t_4, array<vec2<i32>, 2>(t_5, t_6));
    var t_7: mat2x3<f32> = m.a;
    var t_8: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_7;
    var t_9: mat2x3<f32> = m.b;
    var t_10: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_9;
    var t_11: mat2x3<f32> = m.a;
    var t_12: mat2x3<f32> = m.b;
    var s: mat2x3<f32> = mat2x3<f32>();
    s = t_11 + t_12;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_10.x;
    outputBuffer.data[3u] = t_10.y;
    var t_13: f32 = m.c[0i][1i];
    outputBuffer.data[4u] = t_13;
    var t_14: f32 = m.c[1i][0i];
    outputBuffer.data[5u] = t_14;
    var t_15: i32 = m.d[0i][1i];
    outputBuffer.data[6u] = f32(t_15);
    var t_16: i32 = m.d[1i][0i];
    outputBuffer.data[7u] = f32(t_16);
    var t_17: f32 = s[1i][1i];
    outputBuffer.data[8u] = t_17;
    var t_18: vec2<f32> = input.data[0u].b[0i];
    var t_19: vec2<f32> = input.data[0u].b[1i];
    var t_20: vec2<f32> = input.data[0u].b[2i];
    var m_1: mat2x3<f32> = mat2x3<f32>();
    m_1 = transpose(mat3x2<f32>(t_18, t_19, t_20));
    var t_21: f32 = m_1[0i][0i];
    var t_22: f32 = m_1[1i][2i];
    outputBuffer.data[9u] = t_21 + t_22;
    var t_23: mat2x2<f32> = m.c;
    var local: mat2x2<f32> = mat2x2<f32>();
    local = t_23;
    var t_24: f32 = local[1i][0i];
    outputBuffer.data[10u] = t_24;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
