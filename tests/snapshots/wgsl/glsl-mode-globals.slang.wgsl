enable subgroups;
struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 23.0f;
    outputBuffer.data[1u] = 34.0f;
    outputBuffer.data[2u] = 17.0f;
    outputBuffer.data[3u] = 39.0f;
    outputBuffer.data[4u] = 21.0f;
    outputBuffer.data[5u] = 32.0f;
    outputBuffer.data[6u] = 6.0f;
    outputBuffer.data[7u] = 5.0f;
    outputBuffer.data[8u] = 12.0f;
    var t: u32 = subgroupAnd(1u);
    var t_1: u32 = subgroupOr(0u);
    var t_2: u32 = subgroupXor(1u);
    outputBuffer.data[9u] = f32(t != 0u) + 2.0f * f32(t_1 != 0u) + 4.0f * f32(t_2 != 0u);
    var t_3: vec2<u32> = subgroupOr(vec2<u32>(1u, 0u));
    var t_4: vec2<bool> = t_3 != vec2<u32>(0u, 0u);
    outputBuffer.data[10u] = f32(t_4.x) + 2.0f * f32(t_4.y);
    var t_5: u32 = core_subgroupBallotFindLSB(vec4<u32>(6u, 0u, 0u, 0u));
    outputBuffer.data[11u] = f32(t_5);
    var t_6: u32 = core_subgroupBallotFindMSB(vec4<u32>(6u, 0u, 0u, 0u));
    outputBuffer.data[12u] = f32(t_6);
    outputBuffer.data[13u] = 2.0f;
    return;
}
fn core_subgroupBallotFindLSB(value: vec4<u32>) -> u32 {
    var value_1: vec4<u32> = vec4<u32>();
    value_1 = value;
    var i: u32;
    var i_1: u32 = 0u;
    for (;;) {
        if (i_1 < 4u) {
        } else {
            i = i_1;
            break;
        }
        var t_7: u32 = value_1[i_1];
        if (t_7 != 0u) {
            var t_8: u32 = value_1[i_1];
            return i_1 * 32u + firstTrailingBit(t_8);
        }
        i_1 = i_1 + 1u;
        continue;
    }
    return 4294967295u;
}
fn core_subgroupBallotFindMSB(value_2: vec4<u32>) -> u32 {
    var value_3: vec4<u32> = vec4<u32>();
    value_3 = value_2;
    var i_2: i32;
    var i_3: i32 = 3i;
    for (;;) {
        if (i_3 >= 0i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_9: u32 = value_3[i_3];
        if (t_9 != 0u) {
            var t_10: u32 = value_3[i_3];
            return u32(i_3) * 32u + firstLeadingBit(t_10);
        }
        i_3 = i_3 - 1i;
        continue;
    }
    return 4294967295u;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
