struct Pair {
    a: i32,
    @size(12) b: f32,
}
struct GlobalParams {
    @align(16) pair: Pair,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
struct IOp {
    typeId: u32,
}
struct EntryPointParams {
    first: IOp,
    second: IOp,
    third: IOp,
}
@group(0) @binding(0) var<uniform> globalParams: GlobalParams;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<immediate> entryPointParams: EntryPointParams;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: u32 = entryPointParams.third.typeId;
    var t_1: vec3<u32> = GlobalInvocationId;
    var t_2: i32;
    switch (t) {
    default: {
        t_2 = 0i;
        break;
    }
    }
    var t_3: i32 = globalParams.pair.a;
    var t_4: f32 = globalParams.pair.b;
    outputBuffer.data[u32(bitcast<vec3<i32>>(t_1).x)] = t_2 + t_3 * i32(t_4 * 2.0f);
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
