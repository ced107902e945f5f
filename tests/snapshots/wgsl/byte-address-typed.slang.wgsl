struct ByteAddressBuffer {
    data: array<u32>,
}
struct RWByteAddressBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> input: ByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> output: RWByteAddressBuffer;
fn computeMain_1() {
    var t: u32 = input.data[0u];
    var t_1: u32 = input.data[1u];
    var t_2: u32 = input.data[2u];
    output.data[0u] = bitcast<u32>(bitcast<f32>(t) * 2.0f);
    var t_3: vec2<i32> = vec2<i32>(bitcast<i32>(t_1), bitcast<i32>(t_2)) + vec2<i32>(10i, 20i);
    output.data[1u] = bitcast<u32>(t_3.x);
    output.data[2u] = bitcast<u32>(t_3.y);
    var t_4: u32 = input.data[3u];
    output.data[3u] = t_4;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
