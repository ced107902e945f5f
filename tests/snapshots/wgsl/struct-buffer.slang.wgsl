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
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = inputBuffer.data[t_1].a;
    var t_3: f32 = inputBuffer.data[t_1].b;
    var t_4: vec2<i32> = inputBuffer.data[t_1].c;
    var r: Record = Record();
    r = Record(t_2, t_3, t_4);
    var o: Record = Record();
    var t_5: i32 = r.a;
    o.a = t_5 * 10i;
    var t_6: f32 = r.b;
    o.b = t_6 * 2.0f;
    var t_7: vec2<i32> = r.c;
    var t_8: vec2<i32> = r.c;
    var t_9: vec2<i32> = r.c;
    var t_10: vec2<i32> = r.c;
    o.c = vec2<i32>(t_7.x + t_8.y, t_9.y - t_10.x);
    var t_11: Record = o;
    outputBuffer.data[t_1].a = t_11.a;
    outputBuffer.data[t_1].b = t_11.b;
    outputBuffer.data[t_1].c = t_11.c;
    return;
}
@compute @workgroup_size(2, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
