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
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> input: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: mat2x3<f32> = input.data[0u].a;
    var t_1: vec2<f32> = input.data[0u].b[0i];
    var t_2: vec2<f32> = input.data[0u].b[1i];
    var t_3: vec2<f32> = input.data[0u].b[2i];
    var t_4: mat2x3<f32> = transpose(mat3x2<f32>(t_1, t_2, t_3));
    var t_5: mat2x2<f32> = input.data[0u].c;
    var t_6: vec2<i32> = input.data[0u].d[0i];
    var t_7: vec2<i32> = input.data[0u].d[1i];
    var m: mat2x2<f32> = mat2x2<f32>();
    var m_1: vec2<i32> = vec2<i32>();
    var m_2: vec2<i32> = vec2<i32>();
    m = t_5;
    m_1 = t_6;
    m_2 = t_7;
    var t_8: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t;
    var t_9: vec2<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_4;
    var s: mat2x3<f32> = mat2x3<f32>();
    s = t + t_4;
    outputBuffer.data[0u] = t_8.x;
    outputBuffer.data[1u] = t_8.y;
    outputBuffer.data[2u] = t_9.x;
    outputBuffer.data[3u] = t_9.y;
    var t_10: f32 = m[0i][1i];
    outputBuffer.data[4u] = t_10;
    var t_11: f32 = m[1i][0i];
    outputBuffer.data[5u] = t_11;
    var t_12: i32 = m_1[1i];
    outputBuffer.data[6u] = f32(t_12);
    var t_13: i32 = m_2[0i];
    outputBuffer.data[7u] = f32(t_13);
    var t_14: f32 = s[1i][1i];
    outputBuffer.data[8u] = t_14;
    var t_15: vec2<f32> = input.data[0u].b[0i];
    var t_16: vec2<f32> = input.data[0u].b[1i];
    var t_17: vec2<f32> = input.data[0u].b[2i];
    var m_3: mat2x3<f32> = mat2x3<f32>();
    m_3 = transpose(mat3x2<f32>(t_15, t_16, t_17));
    var t_18: f32 = m_3[0i][0i];
    var t_19: f32 = m_3[1i][2i];
    outputBuffer.data[9u] = t_18 + t_19;
    var t_20: mat2x2<f32> = m;
    var local: mat2x2<f32> = mat2x2<f32>();
    local = t_20;
    var t_21: f32 = local[1i][0i];
    outputBuffer.data[10u] = t_21;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
