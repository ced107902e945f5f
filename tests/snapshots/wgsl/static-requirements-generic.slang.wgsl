struct RWStructuredBuffer {
    data: array<f32>,
}
struct Cube {
    b: f32,
}
struct ICalc {
    typeId: u32,
    p0: Cube,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn run(p: u32, x: f32) -> f32 {
    var obj: ICalc;
    if (p == 0u) {
        obj = ICalc(0u, Cube(0.25f));
    } else {
        obj = ICalc(1u, Cube(0.0f));
    }
    var t: u32 = obj.typeId;
    var t_1: f32;
    switch (t) {
    case 0u: {
        t_1 = x * x * x;
        break;
    }
    case 1u: {
        t_1 = x * x;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    var t_2: f32;
    switch (t) {
    case 0u: {
        t_2 = obj.p0.b;
        break;
    }
    case 1u: {
        t_2 = 0.5f;
        break;
    }
    default: {
        t_2 = 0.0f;
        break;
    }
    }
    return t_1 + t_2;
}
fn computeMain(GlobalInvocationId: vec3<u32>) {
    var t_3: vec3<u32> = GlobalInvocationId;
    var t_4: u32 = t_3.x;
    var t_5: f32 = run(t_4, 2.0f);
    outputBuffer.data[0u] = t_5;
    var t_6: f32 = run(t_4 + 1u, 3.0f);
    outputBuffer.data[1u] = t_6;
    outputBuffer.data[2u] = 16.5f;
    outputBuffer.data[3u] = 14.0f;
    outputBuffer.data[4u] = -1.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain(in_GlobalInvocationId);
}
