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
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = globalParams.params.a;
    outputBuffer.data[0u] = select(20i, 10i, t != 0u);
    var t_1: u32 = globalParams.params.b;
    outputBuffer.data[1u] = select(20i, 10i, t_1 != 0u);
    var t_2: i32 = globalParams.params.c;
    outputBuffer.data[2u] = t_2;
    var t_3: vec3<u32> = globalParams.params.d;
    outputBuffer.data[3u] = select(0i, 1i, (t_3 != vec3<u32>(0u, 0u, 0u)).x);
    var t_4: vec3<u32> = globalParams.params.d;
    outputBuffer.data[4u] = select(0i, 1i, (t_4 != vec3<u32>(0u, 0u, 0u)).y);
    var t_5: vec3<u32> = globalParams.params.d;
    outputBuffer.data[5u] = select(0i, 1i, (t_5 != vec3<u32>(0u, 0u, 0u)).z);
    var t_6: u32 = globalParams.params.e;
    outputBuffer.data[6u] = i32(t_6);
    var t_7: i32 = globalParams.params.f;
    outputBuffer.data[7u] = t_7;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
