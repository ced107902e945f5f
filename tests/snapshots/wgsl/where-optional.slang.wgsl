struct RWStructuredBuffer {
    data: array<i32>,
}
struct Scored {
    s: i32,
}
struct Slot_Scored_ {
    item: Scored,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var this_1: Scored = Scored();
    this_1 = Scored(4i);
    var t: i32 = this_1.s;
    outputBuffer.data[0u] = t * 2i + 1i;
    outputBuffer.data[1u] = 50i;
    outputBuffer.data[2u] = 60i;
    var this_2: Slot_Scored_ = Slot_Scored_();
    this_2 = Slot_Scored_(Scored(4i));
    var t_1: Scored = this_2.item;
    var this_3: Scored = Scored();
    this_3 = t_1;
    var t_2: i32 = this_3.s;
    outputBuffer.data[3u] = 100i + t_2 * 2i;
    outputBuffer.data[4u] = 100i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
