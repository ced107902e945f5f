struct Inner {
    p: vec2<f32>,
    @size(8) q: f32,
}
struct Params {
    v: vec3<f32>,
    w: f32,
    f: array<vec4<f32>, 3>,
    g: array<vec4<f32>, 2>,
    h: array<vec3<f32>, 2>,
    @align(16) s: Inner,
    after: f32,
    @align(16) t: array<Inner, 2>,
    @size(16) last: vec2<f32>,
}
struct GlobalParams {
    params: Params,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: vec3<f32> = globalParams.params.v;
    outputBuffer.data[0u] = t_1.z;
    var t_2: f32 = globalParams.params.w;
    outputBuffer.data[1u] = t_2;
    var t_3: f32 = globalParams.params.f[0i][0i];
    outputBuffer.data[2u] = t_3;
    var t_4: f32 = globalParams.params.f[2i][0i];
    outputBuffer.data[3u] = t_4;
    var t_5: vec4<f32> = globalParams.params.g[1i];
    outputBuffer.data[4u] = t_5.y;
    var t_6: vec3<f32> = globalParams.params.h[1i];
    outputBuffer.data[5u] = t_6.z;
    var t_7: vec2<f32> = globalParams.params.s.p;
    outputBuffer.data[6u] = t_7.y;
    var t_8: f32 = globalParams.params.s.q;
    outputBuffer.data[7u] = t_8;
    var t_9: f32 = globalParams.params.after;
    outputBuffer.data[8u] = t_9;
    var t_10: vec2<f32> = globalParams.params.t[1i].p;
    outputBuffer.data[9u] = t_10.x;
    var t_11: f32 = globalParams.params.t[1i].q;
    outputBuffer.data[10u] = t_11;
    var t_12: vec2<f32> = globalParams.params.last;
    outputBuffer.data[11u] = t_12.y;
    var t_13: f32 = globalParams.params.f[1i][0i];
    outputBuffer.data[12u] = t_13;
    var t_14: vec2<f32> = globalParams.params.t[1i].p;
    outputBuffer.data[13u] = t_14.y;
    var t_15: i32 = i32(t.x) + 1i;
    var t_16: f32 = globalParams.params.f[t_15][0i];
    outputBuffer.data[14u] = t_16;
    var t_17: vec4<f32> = globalParams.params.g[t_15];
    outputBuffer.data[15u] = t_17.x;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
