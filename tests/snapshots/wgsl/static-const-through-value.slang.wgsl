struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var r: array<f32, 8> = array<f32, 8>();
    var i: u32;
    var i_1: u32 = 0u;
    for (;;) {
        if (i_1 < 8u) {
        } else {
            i = i_1;
            break;
        }
        r[i_1] = f32(i_1) * 0.5f;
        i_1 = i_1 + 1u;
        continue;
    }
    var t: array<f32, 8> = r;
    var r_1: array<f32, 8> = array<f32, 8>();
    r_1 = t;
    var b: array<f32, 4> = array<f32, 4>();
    var c: array<f32, 4> = array<f32, 4>();
    var i_2: u32;
    var i_3: u32 = 0u;
    for (;;) {
        if (i_3 < 4u) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_1: u32 = i_3 + 1u;
        var t_2: f32 = r_1[t_1];
        b[i_3] = t_2;
        i_3 = t_1;
        continue;
    }
    var i_4: u32;
    var i_5: u32 = 0u;
    for (;;) {
        if (i_5 < 4u) {
        } else {
            i_4 = i_5;
            break;
        }
        c[i_5] = f32(i_5);
        i_5 = i_5 + 1u;
        continue;
    }
    outputBuffer.data[0u] = 8.0f;
    var t_3: f32 = r_1[7i];
    outputBuffer.data[1u] = t_3;
    var t_4: f32 = b[0i];
    var t_5: f32 = b[3i];
    outputBuffer.data[2u] = t_4 + t_5;
    outputBuffer.data[3u] = 4.0f;
    var t_6: f32 = c[3i];
    outputBuffer.data[4u] = t_6 + 3.0f;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
