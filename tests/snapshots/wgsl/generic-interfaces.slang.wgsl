struct RWStructuredBuffer {
    data: array<f32>,
}
struct Stack4 {
    t: i32,
}
struct Holder {
    v: i32,
}
struct Table_Seven_ {
    bias: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    outputBuffer.data[0u] = 15.0f;
    outputBuffer.data[1u] = 2.5f;
    var this_1: Stack4 = Stack4();
    this_1 = Stack4(9i);
    var t: i32 = this_1.t;
    outputBuffer.data[2u] = f32(4i + (400i + t));
    var this_2: Stack4 = Stack4();
    this_2 = Stack4(9i);
    var t_1: i32 = this_2.t;
    outputBuffer.data[3u] = f32(400i + t_1);
    var this_3: Holder = Holder();
    this_3 = Holder(21i);
    var t_2: i32 = this_3.v;
    outputBuffer.data[4u] = f32(t_2 - 1i);
    var this_4: Holder = Holder();
    this_4 = Holder(21i);
    var t_3: i32 = this_4.v;
    var t_4: i32 = this_4.v;
    outputBuffer.data[5u] = f32(t_3 + t_4);
    var this_5: Table_Seven_ = Table_Seven_();
    this_5 = Table_Seven_(30i);
    var t_5: i32 = this_5.bias;
    outputBuffer.data[6u] = f32(7i + t_5);
    var this_6: Table_Seven_ = Table_Seven_();
    this_6 = Table_Seven_(30i);
    var t_6: i32 = this_6.bias;
    outputBuffer.data[7u] = f32((7i + t_6) * 2i);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
