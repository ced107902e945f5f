struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = outputBuffer.data[0u];
    outputBuffer.data[0u] = 230i + t;
    var t_1: vec4<i32> = vec4<i32>(t, 2i, 3i, 4i);
    t_1.w = 7i;
    var t_2: vec4<i32> = t_1;
    t_2.x = 8i;
    outputBuffer.data[1u] = 8237i;
    outputBuffer.data[2u] = 8i;
    outputBuffer.data[3u] = dot(t_2.xy, vec2<i32>(1i, 1i));
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
