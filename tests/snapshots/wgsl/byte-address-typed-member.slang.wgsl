struct ByteAddressBuffer {
    data: array<u32>,
}
struct RWByteAddressBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> source: ByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> target_1: RWByteAddressBuffer;
fn computeMain_1() {
    var t: u32 = source.data[0u];
    var t_1: u32 = source.data[1u];
    var t_2: vec2<u32> = vec2<u32>(t, t_1) + vec2<u32>(100u, 200u);
    target_1.data[4u] = t_2.x;
    target_1.data[5u] = t_2.y;
    var t_3: u32 = source.data[3u];
    target_1.data[1u] = t_3 * 2u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
