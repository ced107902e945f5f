struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct Add {
    bias: f32,
}
struct IBinary {
    typeId: u32,
    p0: Add,
}
@group(0) @binding(0) var<storage, read> selectors: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 3.0f;
    outputBuffer.data[1u] = 6.0f;
    outputBuffer.data[2u] = 103.0f;
    outputBuffer.data[3u] = 10.0f;
    outputBuffer.data[4u] = 6.0f;
    var t: i32 = selectors.data[0u];
    var t_1: IBinary;
    for (;;) {
        if (t == 0i) {
            t_1 = IBinary(0u, Add(0.5f));
            break;
        }
        t_1 = IBinary(1u, Add(0.0f));
        break;
    }
    var t_2: i32 = selectors.data[1u];
    var t_3: IBinary;
    for (;;) {
        if (t_2 == 0i) {
            t_3 = IBinary(0u, Add(0.5f));
            break;
        }
        t_3 = IBinary(1u, Add(0.0f));
        break;
    }
    var t_4: u32 = t_1.typeId;
    var t_5: f32;
    switch (t_4) {
    case 0u: {
        t_5 = 5.0f + t_1.p0.bias;
        break;
    }
    case 1u: {
        t_5 = 6.0f;
        break;
    }
    default: {
        t_5 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_5;
    var t_6: u32 = t_3.typeId;
    var t_7: f32;
    switch (t_6) {
    case 0u: {
        t_7 = 5.0f + t_3.p0.bias;
        break;
    }
    case 1u: {
        t_7 = 6.0f;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_7;
    var t_8: f32;
    switch (t_4) {
    case 0u: {
        t_8 = 2.0f + t_1.p0.bias;
        break;
    }
    case 1u: {
        t_8 = 1.0f;
        break;
    }
    default: {
        t_8 = 0.0f;
        break;
    }
    }
    var t_9: f32;
    switch (t_6) {
    case 0u: {
        t_9 = t_8 + 4.0f + t_3.p0.bias;
        break;
    }
    case 1u: {
        t_9 = t_8 * 4.0f;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_9;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
