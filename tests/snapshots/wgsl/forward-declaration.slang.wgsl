struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var n: i32;
    var steps: i32;
    var n_1: i32 = 6i;
    var steps_1: i32 = 0i;
    for (;;) {
        if (n_1 != 1i) {
        } else {
            var t: i32 = n_1;
            var t_1: i32 = steps_1;
            n = t;
            steps = t_1;
            break;
        }
        var t_2: i32 = select(3i * n_1 + 1i, select(n_1 / 2i, -1i, 2i == 0i), (n_1 & 1i) == 0i);
        var t_3: i32 = steps_1 + 1i;
        n_1 = t_2;
        steps_1 = t_3;
        continue;
    }
    outputBuffer.data[0u] = steps;
    var n_2: i32;
    var steps_2: i32;
    var n_3: i32 = 27i;
    var steps_3: i32 = 0i;
    for (;;) {
        if (n_3 != 1i) {
        } else {
            var t_4: i32 = n_3;
            var t_5: i32 = steps_3;
            n_2 = t_4;
            steps_2 = t_5;
            break;
        }
        var t_6: i32 = select(3i * n_3 + 1i, select(n_3 / 2i, -1i, 2i == 0i), (n_3 & 1i) == 0i);
        var t_7: i32 = steps_3 + 1i;
        n_3 = t_6;
        steps_3 = t_7;
        continue;
    }
    outputBuffer.data[1u] = steps_2;
    outputBuffer.data[2u] = 42i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
