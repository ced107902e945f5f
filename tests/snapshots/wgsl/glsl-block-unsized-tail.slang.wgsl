struct Out {
    count: u32,
    pair: vec2<u32>,
    data: array<u32>,
}
struct In {
    first: u32,
    vals: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outBuf: Out;
@group(0) @binding(1) var<storage, read_write> inBuf: In;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    if (t_1 < 3u) {
        var t_2: u32 = inBuf.vals[t_1];
        var t_3: u32 = inBuf.first;
        outBuf.data[t_1] = t_2 * 10u + t_3;
    }
    if (t_1 == 0u) {
        outBuf.count = 3u;
        var t_4: u32 = inBuf.first;
        outBuf.pair = vec2<u32>(t_4, 9u);
    }
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
