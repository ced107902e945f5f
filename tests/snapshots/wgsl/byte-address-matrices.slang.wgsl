struct ByteAddressBuffer {
    data: array<u32>,
}
struct RWByteAddressBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> data: ByteAddressBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWByteAddressBuffer;
fn computeMain_1() {
    var t: u32 = data.data[0u];
    var t_1: u32 = data.data[1u];
    var t_2: u32 = data.data[2u];
    var t_3: u32 = data.data[3u];
    var t_4: u32 = data.data[4u];
    var t_5: u32 = data.data[5u];
    var t_6: u32 = data.data[6u];
    var t_7: u32 = data.data[7u];
    var t_8: u32 = data.data[8u];
    var t_9: u32 = data.data[9u];
    var t_10: u32 = data.data[10u];
    var t_11: u32 = data.data[11u];
    var t_12: u32 = data.data[12u];
    var t_13: u32 = data.data[13u];
    var t_14: u32 = data.data[14u];
    var t_15: u32 = data.data[15u];
    var t_16: u32 = data.data[16u];
    var t_17: u32 = data.data[17u];
    var t_18: u32 = data.data[18u];
    var t_19: u32 = data.data[19u];
    var t_20: u32 = data.data[20u];
    var t_21: u32 = data.data[21u];
    var t_22: u32 = data.data[22u];
    var t_23: u32 = data.data[23u];
    outputBuffer.data[0u] = t_1;
    outputBuffer.data[1u] = t_4;
    outputBuffer.data[2u] = t_10;
    outputBuffer.data[3u] = t_9;
    outputBuffer.data[4u] = t_15;
    outputBuffer.data[5u] = t_22;
    outputBuffer.data[6u] = t;
    outputBuffer.data[7u] = t_1;
    outputBuffer.data[8u] = t_2;
    outputBuffer.data[9u] = t_3;
    outputBuffer.data[10u] = t_4;
    outputBuffer.data[11u] = t_5;
    outputBuffer.data[12u] = t_6;
    outputBuffer.data[13u] = t_7;
    outputBuffer.data[14u] = t_8;
    outputBuffer.data[16u] = t_10;
    outputBuffer.data[18u] = t_12;
    outputBuffer.data[20u] = t_14;
    outputBuffer.data[15u] = t_9;
    outputBuffer.data[17u] = t_11;
    outputBuffer.data[19u] = t_13;
    outputBuffer.data[21u] = t_15;
    outputBuffer.data[22u] = t_16;
    outputBuffer.data[23u] = t_17;
    outputBuffer.data[24u] = t_18;
    outputBuffer.data[25u] = t_19;
    outputBuffer.data[26u] = t_20;
    outputBuffer.data[27u] = t_21;
    outputBuffer.data[28u] = t_22;
    outputBuffer.data[29u] = t_23;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
