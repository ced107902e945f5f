struct Params {
    a: mat3x4<f32>,
    b: mat4x3<f32>,
    c: array<vec2<f32>, 3>,
}
struct RWStructuredBuffer {
    data: array<Params>,
}
struct RWStructuredBuffer_1 {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> pbuf: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer_1;
fn computeMain_1() {
    var t: mat3x4<f32> = pbuf.data[0u].a;
    var t_1: mat3x4<f32> = pbuf.data[0u].a;
    var t_2: mat4x3<f32> = pbuf.data[0u].b;
    var t_3: mat4x3<f32> = pbuf.data[0u].b;
    var t_4: vec2<f32> = pbuf.data[0u].c[0i];
    var t_5: vec2<f32> = pbuf.data[0u].c[1i];
    var t_6: vec2<f32> = pbuf.data[0u].c[2i];
    var t_7: vec2<f32> = pbuf.data[0u].c[0i];
    var t_8: vec2<f32> = pbuf.data[0u].c[1i];
    var t_9: vec2<f32> = pbuf.data[0u].c[2i];
    var t_10: vec3<f32> = vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f) * t;
    outputBuffer.data[0u] = t_10.x;
    outputBuffer.data[1u] = t_10.y;
    outputBuffer.data[2u] = t_10.z;
    var t_11: vec4<f32> = t_1 * vec3<f32>(1.0f, 10.0f, 100.0f);
    outputBuffer.data[3u] = t_11.x;
    outputBuffer.data[4u] = t_11.y;
    outputBuffer.data[5u] = t_11.z;
    outputBuffer.data[6u] = t_11.w;
    var t_12: vec4<f32> = vec3<f32>(1.0f, 10.0f, 100.0f) * t_2;
    outputBuffer.data[7u] = t_12.x;
    outputBuffer.data[8u] = t_12.y;
    outputBuffer.data[9u] = t_12.z;
    outputBuffer.data[10u] = t_12.w;
    var t_13: vec3<f32> = t_3 * vec4<f32>(1.0f, 10.0f, 100.0f, 1000.0f);
    outputBuffer.data[11u] = t_13.x;
    outputBuffer.data[12u] = t_13.y;
    outputBuffer.data[13u] = t_13.z;
    var t_14: vec2<f32> = mat3x2<f32>(t_4, t_5, t_6) * vec3<f32>(1.0f, 10.0f, 100.0f);
    outputBuffer.data[14u] = t_14.x;
    outputBuffer.data[15u] = t_14.y;
    var t_15: vec3<f32> = vec2<f32>(1.0f, 10.0f) * mat3x2<f32>(t_7, t_8, t_9);
    outputBuffer.data[16u] = t_15.x;
    outputBuffer.data[17u] = t_15.y;
    outputBuffer.data[18u] = t_15.z;
    var t_16: f32 = pbuf.data[0u].a[1i][2i];
    outputBuffer.data[19u] = t_16;
    var t_17: f32 = pbuf.data[0u].b[3i][1i];
    outputBuffer.data[20u] = t_17;
    var t_18: f32 = pbuf.data[0u].c[0i][1i];
    outputBuffer.data[21u] = t_18;
    var t_19: mat3x4<f32> = pbuf.data[0u].a;
    outputBuffer.data[22u] = t_19[2].w;
    var t_20: vec4<f32> = pbuf.data[0u].a[2i];
    outputBuffer.data[23u] = t_20.y;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
