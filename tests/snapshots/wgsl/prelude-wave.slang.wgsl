enable subgroups;
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(SubgroupLocalInvocationId: u32, GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: vec4<u32> = subgroupBallot(true);
    var t_3: u32 = t_2.x;
    var t_4: u32 = subgroupAdd(t_1);
    var t_5: vec2<i32> = subgroupBroadcastFirst(vec2<i32>(3i, 0i));
    var t_6: bool = subgroupAll(all(vec2<i32>(3i, 0i) == t_5));
    var t_7: u32 = subgroupBroadcastFirst(t_1);
    var t_8: bool = subgroupAll(t_1 == t_7);
    var t_9: vec4<u32> = subgroupBallot(t_1 != 1u);
    var t_10: u32 = SubgroupLocalInvocationId;
    var t_11: vec4<u32> = core_lanes_below(t_10);
    var t_12: vec4<u32> = t_9 & t_11;
    var t_13: u32 = subgroupShuffle(t_1 * 10u, 2u);
    var t_14: u32 = subgroupShuffle(t_1, 3u);
    var t_15: u32 = t_1 * 8u;
    outputBuffer.data[t_15] = t_3 + (t_4 << bitcast<u32>(4u & 31u)) + (u32(t_6) << bitcast<u32>(8u & 31u)) + (u32(t_8) << bitcast<u32>(9u & 31u)) + ((countOneBits(t_12.x) + countOneBits(t_12.y) + countOneBits(t_12.z) + countOneBits(t_12.w)) << bitcast<u32>(12u & 31u)) + (t_13 << bitcast<u32>(16u & 31u)) + (t_14 << bitcast<u32>(24u & 31u));
    var t_16: u32 = SubgroupLocalInvocationId;
    var t_17: vec4<u32> = core_lanes_below(t_16 + 1u);
    var t_18: u32 = SubgroupLocalInvocationId;
    var t_19: vec4<u32> = core_lanes_below(t_18);
    var t_20: u32 = SubgroupLocalInvocationId;
    var t_21: vec4<u32> = core_lanes_below(t_20);
    outputBuffer.data[t_15 + 1u] = (t_17 & ~t_19).x | (t_21.y << bitcast<u32>(8u & 31u));
    var t_22: u32 = SubgroupLocalInvocationId;
    var t_23: vec4<u32> = core_lanes_below(t_22);
    outputBuffer.data[t_15 + 2u] = (~t_23).x & t_3;
    var t_24: u32 = SubgroupLocalInvocationId;
    var t_25: vec4<u32> = core_lanes_below(t_24 + 1u);
    var t_26: u32 = SubgroupLocalInvocationId;
    var t_27: vec4<u32> = core_lanes_below(t_26 + 1u);
    outputBuffer.data[t_15 + 3u] = t_25.x | (((~t_27).x & t_3) << bitcast<u32>(8u & 31u));
    var x: mat2x2<f32> = mat2x2<f32>();
    x = mat2x2<f32>(vec2<f32>(f32(t_1), 1.0f), vec2<f32>(2.0f, f32(t_1 * t_1)));
    var r: mat2x2<f32> = mat2x2<f32>();
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            i = i_1;
            break;
        }
        var t_28: vec2<f32> = x[i_1];
        var t_29: vec2<f32> = subgroupAdd(t_28);
        r[i_1] = t_29;
        i_1 = i_1 + 1i;
        continue;
    }
    var t_30: mat2x2<f32> = r;
    var t_31: vec2<f32> = t_30[0];
    var t_32: vec2<f32> = t_30[1];
    outputBuffer.data[t_15 + 4u] = u32(t_31.x + t_31.y * 10.0f + t_32.x * 100.0f + t_32.y * 1000.0f);
    var x_1: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    x_1 = array<vec2<i32>, 2>(vec2<i32>(i32(t_1), 5i), vec2<i32>(6i, 7i));
    var r_1: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_33: vec2<i32> = x_1[i_3];
        var t_34: vec2<i32> = subgroupShuffle(t_33, 1u);
        r_1[i_3] = t_34;
        i_3 = i_3 + 1i;
        continue;
    }
    var t_35: array<vec2<i32>, 2> = r_1;
    outputBuffer.data[t_15 + 5u] = u32(t_35[0].x + t_35[1].y * 10i);
    var t_36: vec4<u32> = subgroupBallot(t_1 >= 2u);
    var t_37: vec4<u32> = subgroupBallot(true);
    outputBuffer.data[t_15 + 6u] = t_36.x | (t_37.x << bitcast<u32>(8u & 31u));
    var t_38: u32 = subgroupExclusiveMul(t_1 + 1u);
    var t_39: vec4<u32> = subgroupBallot(true);
    outputBuffer.data[t_15 + 7u] = t_38 + t_39.x * 16u;
    return;
}
fn core_lanes_below(p: u32) -> vec4<u32> {
    var r_2: vec4<u32> = vec4<u32>();
    var i_4: u32;
    var i_5: u32 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_40: u32 = i_5 * 32u;
        var t_41: u32;
        if (p >= t_40 + 32u) {
            t_41 = 4294967295u;
        } else {
            t_41 = select((1u << bitcast<u32>((p - t_40) & 31u)) - 1u, 0u, p <= t_40);
        }
        r_2[i_5] = t_41;
        i_5 = i_5 + 1u;
        continue;
    }
    var t_42: vec4<u32> = r_2;
    return t_42;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(subgroup_invocation_id) in_SubgroupLocalInvocationId: u32, @builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_SubgroupLocalInvocationId, in_GlobalInvocationId);
}
