struct RWStructuredBuffer {
    data: array<i32>,
}
struct Pair {
    first: i32,
    second: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> pair: Pair = Pair();
var<private> fixedPair: Pair = Pair();
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    pair = Pair(5i, 2.5f);
    fixedPair = Pair(2i, 1.0f);
    var t_1: u32 = t.x;
    var t_2: i32 = pair.first;
    pair.first = t_2 * 10i;
    var t_3: i32 = pair.first;
    var t_4: f32 = pair.second;
    var t_5: i32 = fixedPair.first;
    var t_6: f32 = fixedPair.second;
    outputBuffer.data[t_1] = 22i + i32(t_1) + 16i + t_3 + i32(t_4 * 2.0f) + t_5 + i32(t_6 * 3.0f);
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
