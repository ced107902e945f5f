struct RWStructuredBuffer {
    data: array<i32>,
}
struct Pt {
    x: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Pt_init_1(p: ptr<function, Pt>, p_1: i32, p_2: i32) {
    var t: i32 = p_1 + p_2;
    var t_1: i32;
    var t_2: i32 = 0i;
    for (;;) {
        var t_3: i32;
        if (t > 10i) {
            t_1 = t * 2i;
            break;
        } else {
            t_3 = t_2;
        }
        var t_4: i32 = t + 1i;
        if (t < 0i) {
            t_1 = t_4;
            break;
        }
        t_1 = t_4 * 10i;
        break;
    }
    *p = Pt(t_1);
    return;
}
fn computeMain_1() {
    outputBuffer.data[0u] = 24i;
    outputBuffer.data[1u] = 40i;
    outputBuffer.data[2u] = -3i;
    var t_5: Pt = Pt();
    Pt_init_1(&t_5, 1i, 2i);
    var t_6: Pt = t_5;
    outputBuffer.data[3u] = t_6.x;
    outputBuffer.data[4u] = 214i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
