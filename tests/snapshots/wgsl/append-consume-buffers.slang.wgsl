struct RWStructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer_1 {
    data: array<atomic<i32>>,
}
@group(0) @binding(0) var<storage, read_write> source: RWStructuredBuffer;
@group(0) @binding(1) var<storage, read_write> source_counter: RWStructuredBuffer_1;
@group(0) @binding(2) var<storage, read_write> sink: RWStructuredBuffer;
@group(0) @binding(3) var<storage, read_write> sink_counter: RWStructuredBuffer_1;
@group(0) @binding(4) var<storage, read_write> outputBuffer: RWStructuredBuffer_1;
fn computeMain_1(LocalInvocationIndex: u32) {
    var t: u32 = LocalInvocationIndex;
    var t_1: i32 = atomicAdd(&source_counter.data[0u], -1i);
    var t_2: i32 = source.data[u32(t_1 + -1i)];
    var t_3: i32 = atomicAdd(&sink_counter.data[0u], 1i);
    sink.data[u32(t_3)] = 10i;
    var t_4: i32 = atomicAdd(&outputBuffer.data[2u], t_2);
    var t_5: i32 = atomicAdd(&outputBuffer.data[3u], t_2 * t_2);
    var t_6: i32 = atomicMax(&outputBuffer.data[4u], t_2);
    var t_7: u32 = arrayLength(&sink.data);
    if (t == 0u) {
        atomicStore(&outputBuffer.data[0u], i32(t_7));
        atomicStore(&outputBuffer.data[1u], 4i);
    }
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(local_invocation_index) in_LocalInvocationIndex: u32) {
    computeMain_1(in_LocalInvocationIndex);
}
