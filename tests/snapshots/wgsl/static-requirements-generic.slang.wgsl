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
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var obj: ICalc;
    if (t_1 == 0u) {
        obj = ICalc(0u, Cube(0.25f));
    } else {
        obj = ICalc(1u, Cube(0.0f));
    }
    var t_2: f32 = apply_2(obj, 2.0f);
    outputBuffer.data[0u] = t_2;
    var obj_1: ICalc;
    if (t_1 + 1u == 0u) {
        obj_1 = ICalc(0u, Cube(0.25f));
    } else {
        obj_1 = ICalc(1u, Cube(0.0f));
    }
    var t_3: f32 = apply_2(obj_1, 3.0f);
    outputBuffer.data[1u] = t_3;
    outputBuffer.data[2u] = 16.5f;
    outputBuffer.data[3u] = 14.0f;
    outputBuffer.data[4u] = -1.0f;
    return;
}
fn apply_2(obj_2: ICalc, y: f32) -> f32 {
    var t_4: u32 = obj_2.typeId;
    var t_5: f32;
    switch (t_4) {
    case 0u: {
        t_5 = y * y * y;
        break;
    }
    case 1u: {
        t_5 = y * y;
        break;
    }
    default: {
        t_5 = 0.0f;
        break;
    }
    }
    var t_6: f32;
    switch (t_4) {
    case 0u: {
        t_6 = obj_2.p0.b;
        break;
    }
    case 1u: {
        t_6 = 0.5f;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    return t_5 + t_6;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
