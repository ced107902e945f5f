struct RWByteAddressBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> buffer_1: RWByteAddressBuffer;
fn computeMain_1() {
    var t: u32 = buffer_1.data[0u];
    var t_1: u32 = buffer_1.data[1u];
    var t_2: u32 = buffer_1.data[2u];
    var t_3: u32 = buffer_1.data[3u];
    var t_4: u32 = buffer_1.data[7u];
    buffer_1.data[0u] = t + t_1 + t_2 + t_3;
    buffer_1.data[2u] = t_4;
    buffer_1.data[3u] = t_4 * 2u;
    var t_5: u32 = buffer_1.data[1u];
    buffer_1.data[7u] = t_5 * 100u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
