struct Entry {
    tex: vec2<u32>,
    samp: vec2<u32>,
    tag: u32,
    unused: u32,
}
struct StructuredBuffer {
    data: array<Entry>,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> entries: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: vec2<u32> = entries.data[t_1].tex;
    var t_3: vec2<u32> = entries.data[t_1].samp;
    var t_4: u32 = entries.data[t_1].tag;
    var t_5: vec2<u32> = t_2 + vec2<u32>(100u, 200u);
    var t_6: u32 = t_1 * 4u;
    output.data[t_6] = t_4;
    output.data[t_6 + 1u] = t_2.x * 10u + t_2.y;
    output.data[t_6 + 2u] = t_3.x * 10u + t_3.y;
    output.data[t_6 + 3u] = t_5.x + t_5.y;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
