struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: u32 = outputBuffer.data[0u];
    var t_1: u32 = outputBuffer.data[1u];
    var t_2: vec2<u32> = vec2<u32>(t, t_1);
    var t_3: vec2<u32> = t_2 + vec2<u32>(1u, 2u);
    var t_4: vec2<u32> = t_2 * vec2<u32>(2u, 2u);
    outputBuffer.data[2u] = t + 10u * t_1;
    outputBuffer.data[3u] = t_3.x + 10u * t_3.y;
    outputBuffer.data[4u] = t_4.x + 10u * t_4.y;
    outputBuffer.data[5u] = 89u;
    outputBuffer.data[6u] = 7u;
    outputBuffer.data[7u] = 1u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
