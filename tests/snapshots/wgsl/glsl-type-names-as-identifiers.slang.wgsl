struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var texture1D: texture_storage_1d<r32uint, read_write>;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = i32(t_1);
    textureStore(texture1D, t_2, vec4<u32>(t_1 * 10u + 2u + 100u, u32(), u32(), u32()));
    storageBarrier();
    workgroupBarrier();
    var t_3: u32 = textureLoad(texture1D, t_2).x;
    outputBuffer.data[t_1] = t_3 + t_1;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
