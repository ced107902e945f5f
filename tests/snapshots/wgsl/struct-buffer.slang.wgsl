struct Record {
    a: i32,
    b: f32,
    c: vec2<i32>,
}
struct StructuredBuffer {
    data: array<Record>,
}
struct RWStructuredBuffer {
    data: array<Record>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = inputBuffer.data[t_1].a;
    var t_3: f32 = inputBuffer.data[t_1].b;
    var t_4: vec2<i32> = inputBuffer.data[t_1].c;
    var t_5: i32 = t_4.x;
    var t_6: i32 = t_4.y;
    outputBuffer.data[t_1].a = t_2 * 10i;
    outputBuffer.data[t_1].b = t_3 * 2.0f;
    outputBuffer.data[t_1].c = vec2<i32>(t_5 + t_6, t_6 - t_5);
    return;
}
@compute @workgroup_size(2, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
