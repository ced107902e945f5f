struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var g: array<array<f32, 4>, 3> = array<array<f32, 4>, 3>();
    g = array<array<f32, 4>, 3>(array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f), array<f32, 4>(0.0f, 0.0f, 0.0f, 0.0f));
    g[0i][0i] = 1.5f;
    g[0i][2i] = 2.5f;
    g[1i][3i] = 4.0f;
    var t: array<array<f32, 4>, 3> = g;
    var this_1: array<array<f32, 4>, 3> = array<array<f32, 4>, 3>();
    this_1 = t;
    var t_1: f32 = this_1[1i][3i];
    var t_2: array<array<f32, 4>, 3> = g;
    var this_2: array<f32, 4> = array<f32, 4>();
    this_2 = t_2[0];
    var t_3: f32 = this_2[2i];
    g[2i][0i] = t_1 + t_3;
    var t_4: array<array<f32, 4>, 3> = g;
    outputBuffer.data[0u] = t_4[0][0];
    var t_5: array<array<f32, 4>, 3> = g;
    var this_3: array<f32, 4> = array<f32, 4>();
    this_3 = t_5[0];
    var t_6: f32 = this_3[2i];
    outputBuffer.data[1u] = t_6;
    var t_7: array<array<f32, 4>, 3> = g;
    var this_4: array<array<f32, 4>, 3> = array<array<f32, 4>, 3>();
    this_4 = t_7;
    var t_8: f32 = this_4[1i][3i];
    outputBuffer.data[2u] = t_8;
    var t_9: array<array<f32, 4>, 3> = g;
    var this_5: array<array<f32, 4>, 3> = array<array<f32, 4>, 3>();
    this_5 = t_9;
    var t_10: f32 = this_5[2i][0i];
    outputBuffer.data[3u] = t_10;
    var t_11: f32 = g[0i][2i];
    outputBuffer.data[4u] = t_11;
    var t_12: array<array<f32, 4>, 3> = g;
    var this_6: array<array<f32, 4>, 3> = array<array<f32, 4>, 3>();
    this_6 = t_12;
    var t_13: f32 = this_6[0i][0i];
    outputBuffer.data[5u] = t_13;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
