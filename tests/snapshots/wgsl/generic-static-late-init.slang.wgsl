struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
var<private> base: i32 = i32();
var<private> Counter_3_start: i32 = i32();
var<private> Counter_3_viaLambda: i32 = i32();
var<private> Counter_5_start: i32 = i32();
var<private> Counter_5_viaLambda: i32 = i32();
var<private> Counter_7_start: i32 = i32();
var<private> Counter_7_viaLambda: i32 = i32();
fn computeMain_1() {
    base = 10i;
    static_init();
    var t: i32 = Counter_3_start;
    outputBuffer.data[0u] = t;
    var t_1: i32 = Counter_5_start;
    Counter_5_start = t_1 + 1i;
    var t_2: i32 = Counter_5_start;
    outputBuffer.data[1u] = t_2;
    var t_3: i32 = Counter_7_viaLambda;
    outputBuffer.data[2u] = t_3;
    var t_4: i32 = base;
    outputBuffer.data[3u] = t_4;
    return;
}
fn static_init() {
    var t_5: i32 = base;
    Counter_3_start = 6i + t_5;
    Counter_3_viaLambda = 300i;
    var t_6: i32 = base;
    Counter_5_start = 10i + t_6;
    Counter_5_viaLambda = 500i;
    var t_7: i32 = base;
    Counter_7_start = 14i + t_7;
    Counter_7_viaLambda = 700i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
