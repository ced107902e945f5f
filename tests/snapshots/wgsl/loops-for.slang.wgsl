struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var k: i32;
    var s: i32;
    var k_1: i32 = i32(t_1);
    var s_1: i32 = 0i;
    for (;;) {
        if (k_1 < 20i) {
        } else {
            var t_2: i32 = k_1;
            var t_3: i32 = s_1;
            k = t_2;
            s = t_3;
            break;
        }
        var t_4: i32 = k_1 + 4i;
        var t_5: i32 = s_1 + k_1;
        k_1 = t_4;
        s_1 = t_5;
        continue;
    }
    outputBuffer.data[2u + t_1] = s;
    if (t_1 != 0u) {
        return;
    }
    var total: i32;
    var count: i32;
    var i: i32;
    var total_1: i32 = 0i;
    var count_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 10i) {
        } else {
            var t_6: i32 = total_1;
            var t_7: i32 = count_1;
            var t_8: i32 = i_1;
            total = t_6;
            count = t_7;
            i = t_8;
            break;
        }
        var i_2: i32;
        if (i_1 - select(i_1 / 3i, -1i, 3i == 0i) * 3i == 0i) {
            var t_9: i32 = total_1;
            var t_10: i32 = count_1;
            var t_11: i32 = i_1 + 1i;
            total_1 = t_9;
            count_1 = t_10;
            i_1 = t_11;
            continue;
        } else {
            i_2 = i_1;
        }
        var total_2: i32;
        var j: i32;
        var total_3: i32 = total_1;
        var j_1: i32 = 0i;
        for (;;) {
            if (j_1 < 10i) {
            } else {
                var t_12: i32 = total_3;
                var t_13: i32 = j_1;
                total_2 = t_12;
                j = t_13;
                break;
            }
            if (j_1 > i_2) {
                var t_14: i32 = total_3;
                var t_15: i32 = j_1;
                total_2 = t_14;
                j = t_15;
                break;
            }
            var t_16: i32 = total_3 + i_2 * j_1;
            var t_17: i32 = j_1 + 1i;
            total_3 = t_16;
            j_1 = t_17;
            continue;
        }
        var t_18: i32 = total_2;
        var t_19: i32 = count_1 + 1i;
        var t_20: i32 = i_2 + 1i;
        total_1 = t_18;
        count_1 = t_19;
        i_1 = t_20;
        continue;
    }
    outputBuffer.data[0u] = total;
    outputBuffer.data[1u] = count;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
