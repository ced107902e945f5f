struct RWStructuredBuffer {
    data: array<f32>,
}
struct Ramp {
    start: f32,
}
struct Squares {
    scale: f32,
}
struct ITable {
    typeId: u32,
    p0: Ramp,
    p1: Squares,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var k: i32;
    var k_1: i32 = 0i;
    for (;;) {
        if (k_1 < 2i) {
        } else {
            k = k_1;
            break;
        }
        var t: ITable;
        for (;;) {
            if (k_1 == 0i) {
                t = ITable(0u, Ramp(10.0f), Squares(0.0f));
                break;
            }
            t = ITable(1u, Ramp(0.0f), Squares(0.5f));
            break;
        }
        var t_1: i32 = 4i * k_1;
        var t_2: u32 = t.typeId;
        var t_3: f32;
        switch (t_2) {
        case 0u: {
            t_3 = t.p0.start + 3.0f;
            break;
        }
        case 1u: {
            t_3 = t.p1.scale * 9.0f;
            break;
        }
        default: {
            t_3 = 0.0f;
            break;
        }
        }
        outputBuffer.data[u32(t_1)] = t_3;
        var t_4: f32;
        switch (t_2) {
        case 0u: {
            t_4 = t.p0.start + 4.0f;
            break;
        }
        case 1u: {
            t_4 = t.p1.scale * 16.0f;
            break;
        }
        default: {
            t_4 = 0.0f;
            break;
        }
        }
        outputBuffer.data[u32(t_1 + 1i)] = t_4;
        var t_5: f32;
        switch (t_2) {
        case 0u: {
            t_5 = t.p0.start + 5.0f;
            break;
        }
        case 1u: {
            t_5 = t.p1.scale * 25.0f;
            break;
        }
        default: {
            t_5 = 0.0f;
            break;
        }
        }
        outputBuffer.data[u32(t_1 + 2i)] = t_5;
        k_1 = k_1 + 1i;
        continue;
    }
    outputBuffer.data[3u] = 72.0f;
    outputBuffer.data[7u] = 2.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
