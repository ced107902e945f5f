enable subgroups;
diagnostic(off, subgroup_uniformity);
struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read> inputBuffer: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = inputBuffer.data[0u];
    var t_2: u32 = t.x;
    var t_3: u32 = subgroupAdd(1u);
    var t_4: u32 = dot(countOneBits(subgroupBallot(true)), vec4<u32>(1u));
    var t_5: u32 = subgroupMax(t_2);
    var t_6: u32 = t_1 + t_1 * 10u + t_1 * 100u + u32(select(0i, 1000i, t_1 > 2u)) + u32(select(0i, 10000i, t_3 == t_4)) + 100000u;
    var r: u32;
    if (select(t_2 % 2u, t_2, 2u == 0u) == 0u) {
        r = t_6 + (t_1 + 1u) * 1000000u;
    } else {
        r = t_6 + u32(select(0i, 2000000i, t_1 == 6u));
    }
    outputBuffer.data[t_2] = r;
    return;
}
@compute @workgroup_size(16, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
