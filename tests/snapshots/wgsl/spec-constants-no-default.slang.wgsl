struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
@id(0) override count: i32 = 0i;
@id(3) override scale: f32 = 0.0f;
@id(5) override enabled: bool = false;
@id(7) override flags: u32 = 0u;
fn computeMain_1() {
    var t: i32 = count;
    outputBuffer.data[0u] = f32(t + 5i);
    var t_1: f32 = scale;
    outputBuffer.data[1u] = t_1 + 1.5f;
    var t_2: bool = enabled;
    outputBuffer.data[2u] = select(20.0f, 10.0f, t_2);
    var t_3: u32 = flags;
    outputBuffer.data[3u] = f32(t_3 | 4u);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
