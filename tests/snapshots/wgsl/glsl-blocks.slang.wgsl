struct Results {
    first: i32,
    second: i32,
    third: i32,
    vectorCompare: i32,
    borrowed: i32,
    multiplied: i32,
}
struct RWStructuredBuffer {
    data: array<Results>,
}
struct RWStructuredBuffer_1 {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> values: RWStructuredBuffer_1;
fn computeMain_1() {
    var t: u32 = values.data[0u];
    outputBuffer.data[0u].first = i32(t) + 1i;
    var t_1: i32 = outputBuffer.data[0u].first;
    var t_2: u32 = values.data[1u];
    outputBuffer.data[0u].second = t_1 + i32(t_2);
    var t_3: u32 = values.data[2u];
    outputBuffer.data[0u].third = i32(t_3) * 3i;
    outputBuffer.data[0u].vectorCompare = 3i;
    outputBuffer.data[0u].borrowed = 11i;
    outputBuffer.data[0u].multiplied = 300i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
