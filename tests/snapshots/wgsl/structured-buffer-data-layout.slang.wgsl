struct S {
    b: vec4<i32>,
    a: i32,
    c: i32,
    d: i32,
    e: i32,
}
struct StructuredBuffer {
    data: array<S>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = inputBuffer.data[0u].a;
    outputBuffer.data[0u] = t;
    var t_1: vec4<i32> = inputBuffer.data[0u].b;
    outputBuffer.data[1u] = t_1.y;
    var t_2: i32 = inputBuffer.data[0u].c;
    outputBuffer.data[2u] = t_2;
    var t_3: i32 = inputBuffer.data[1u].a;
    outputBuffer.data[3u] = t_3;
    var t_4: vec4<i32> = inputBuffer.data[1u].b;
    outputBuffer.data[4u] = t_4.x;
    var t_5: i32 = inputBuffer.data[1u].c;
    outputBuffer.data[5u] = t_5;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
