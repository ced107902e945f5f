struct RWStructuredBuffer {
    data: array<u32>,
}
@group(0) @binding(0) var<storage, read_write> results: RWStructuredBuffer;
fn computeMain_1() {
    results.data[1u] = 10u;
    var values: array<u32, 3> = array<u32, 3>();
    values = array<u32, 3>(1u, 2u, 3u);
    var c: u32;
    var i: i32;
    var c_1: u32 = 2u;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: u32 = c_1;
            var t_1: i32 = i_1;
            c = t;
            i = t_1;
            break;
        }
        var t_2: u32 = values[i_1];
        results.data[c_1] = t_2 * 2u;
        var t_3: u32 = c_1 + 1u;
        var t_4: i32 = i_1 + 1i;
        c_1 = t_3;
        i_1 = t_4;
        continue;
    }
    results.data[c] = c * 2u;
    results.data[0u] = c + 1u;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
