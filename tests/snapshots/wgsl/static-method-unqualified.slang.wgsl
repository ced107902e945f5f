struct Tally {
    n: u32,
}
struct RWStructuredBuffer {
    data: array<u32>,
}
var<private> Coder_tally: Tally = Tally(100u);
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 53u;
    outputBuffer.data[1u] = 9u;
    outputBuffer.data[2u] = 15u;
    outputBuffer.data[3u] = 48u;
    outputBuffer.data[4u] = 15u;
    outputBuffer.data[5u] = 18u;
    outputBuffer.data[6u] = 10u;
    var t: u32 = Coder_tally.n;
    Coder_tally.n = t + 5u;
    var t_1: u32 = Coder_tally.n;
    Coder_tally.n = t_1 + 6u;
    var t_2: u32 = Coder_tally.n;
    outputBuffer.data[7u] = t_2;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
