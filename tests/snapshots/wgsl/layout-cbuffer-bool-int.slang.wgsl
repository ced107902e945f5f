struct Params {
    a: u32,
    b: u32,
    c: i32,
    d: vec3<u32>,
    e: u32,
    @size(16) f: i32,
}
struct GlobalParams {
    params: Params,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: u32 = globalParams.params.a;
    var t_1: i32;
    if (t != 0u) {
        t_1 = 10i;
    } else {
        t_1 = 20i;
    }
    outputBuffer.data[0u] = t_1;
    var t_2: u32 = globalParams.params.b;
    var t_3: i32;
    if (t_2 != 0u) {
        t_3 = 10i;
    } else {
        t_3 = 20i;
    }
    outputBuffer.data[1u] = t_3;
    var t_4: i32 = globalParams.params.c;
    outputBuffer.data[2u] = t_4;
    var t_5: vec3<u32> = globalParams.params.d;
    var t_6: i32;
    if ((t_5 != vec3<u32>(0u, 0u, 0u)).x) {
        t_6 = 1i;
    } else {
        t_6 = 0i;
    }
    outputBuffer.data[3u] = t_6;
    var t_7: vec3<u32> = globalParams.params.d;
    var t_8: i32;
    if ((t_7 != vec3<u32>(0u, 0u, 0u)).y) {
        t_8 = 1i;
    } else {
        t_8 = 0i;
    }
    outputBuffer.data[4u] = t_8;
    var t_9: vec3<u32> = globalParams.params.d;
    var t_10: i32;
    if ((t_9 != vec3<u32>(0u, 0u, 0u)).z) {
        t_10 = 1i;
    } else {
        t_10 = 0i;
    }
    outputBuffer.data[5u] = t_10;
    var t_11: u32 = globalParams.params.e;
    outputBuffer.data[6u] = i32(t_11);
    var t_12: i32 = globalParams.params.f;
    outputBuffer.data[7u] = t_12;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
