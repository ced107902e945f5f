enable subgroups;
diagnostic(off, subgroup_uniformity);
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> SubgroupSize: u32;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: vec4<u32> = core_WaveMatch(select(t_1 % 3u, t_1, 3u == 0u));
    outputBuffer.data[t_1] = t_2.x + t_2.y + t_2.z + t_2.w;
    if (t_1 >= 4u) {
        var t_3: vec4<u32> = core_WaveMatch_1(vec2<u32>(t_1 & 1u, 7u));
        outputBuffer.data[8u + t_1] = t_3.x;
    }
    return;
}
fn core_WaveMatch(value: u32) -> vec4<u32> {
    var t_4: vec4<u32> = subgroupBallot(true);
    var active_1: vec4<u32> = vec4<u32>();
    active_1 = t_4;
    var lanes: vec4<u32> = vec4<u32>();
    lanes = vec4<u32>(0u, 0u, 0u, 0u);
    var t_5: u32 = SubgroupSize;
    var j: u32;
    var j_1: u32 = 0u;
    for (;;) {
        if (j_1 < t_5) {
        } else {
            j = j_1;
            break;
        }
        var t_6: u32 = 1u << bitcast<u32>(j_1 & 31u & 31u);
        var t_7: u32 = j_1 >> bitcast<u32>(5u & 31u);
        var t_8: u32 = active_1[t_7];
        if ((t_8 & t_6) != 0u) {
            var t_9: u32 = subgroupShuffle(value, j_1);
            if (t_9 == value) {
                var t_10: u32 = lanes[t_7];
                lanes[t_7] = t_10 | t_6;
            }
        }
        j_1 = j_1 + 1u;
        continue;
    }
    var t_11: vec4<u32> = lanes;
    return t_11;
}
fn core_WaveMatch_1(value_1: vec2<u32>) -> vec4<u32> {
    var t_12: vec4<u32> = subgroupBallot(true);
    var active_2: vec4<u32> = vec4<u32>();
    active_2 = t_12;
    var lanes_1: vec4<u32> = vec4<u32>();
    lanes_1 = vec4<u32>(0u, 0u, 0u, 0u);
    var t_13: u32 = SubgroupSize;
    var j_2: u32;
    var j_3: u32 = 0u;
    for (;;) {
        if (j_3 < t_13) {
        } else {
            j_2 = j_3;
            break;
        }
        var t_14: u32 = 1u << bitcast<u32>(j_3 & 31u & 31u);
        var t_15: u32 = j_3 >> bitcast<u32>(5u & 31u);
        var t_16: u32 = active_2[t_15];
        if ((t_16 & t_14) != 0u) {
            var t_17: vec2<u32> = subgroupShuffle(value_1, j_3);
            if (all(t_17 == value_1)) {
                var t_18: u32 = lanes_1[t_15];
                lanes_1[t_15] = t_18 | t_14;
            }
        }
        j_3 = j_3 + 1u;
        continue;
    }
    var t_19: vec4<u32> = lanes_1;
    return t_19;
}
@compute @workgroup_size(8, 1, 1)
fn computeMain(@builtin(subgroup_size) in_SubgroupSize: u32, @builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    SubgroupSize = in_SubgroupSize;
    computeMain_1(in_GlobalInvocationId);
}
