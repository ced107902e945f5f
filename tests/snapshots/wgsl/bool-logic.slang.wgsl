struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: i32 = i32(t_1);
    var t_3: bool = t_2 > 2i;
    var t_4: bool = t_2 - select(t_2 / 2i, -1i, 2i == 0i) * 2i == 0i;
    var t_5: bool;
    if (t_3) {
        t_5 = t_4;
    } else {
        t_5 = false;
    }
    var r: i32;
    if (t_5) {
        r = 1i;
    } else {
        r = 0i;
    }
    var t_6: bool;
    if (t_3) {
        t_6 = true;
    } else {
        t_6 = t_4;
    }
    var r_1: i32;
    if (t_6) {
        r_1 = r | 2i;
    } else {
        r_1 = r;
    }
    var r_2: i32;
    if (t_3 != t_4) {
        r_2 = r_1 | 4i;
    } else {
        r_2 = r_1;
    }
    var r_3: i32;
    if (!t_3) {
        r_3 = r_2 | 8i;
    } else {
        r_3 = r_2;
    }
    var t_7: bool;
    if (t_3) {
        t_7 = !t_4;
    } else {
        t_7 = false;
    }
    var t_8: i32;
    if (t_7) {
        t_8 = 100i;
    } else {
        t_8 = 0i;
    }
    outputBuffer.data[t_1] = r_3 + t_8;
    if (t_1 == 0u) {
        var t_9: vec3<bool> = vec3<i32>(1i, 5i, 3i) + vec3<i32>(t_2) > vec3<i32>(2i, 2i, 2i);
        var t_10: i32;
        if (t_9.x) {
            t_10 = 1i;
        } else {
            t_10 = 0i;
        }
        var t_11: i32;
        if (t_9.y) {
            t_11 = 10i;
        } else {
            t_11 = 0i;
        }
        var t_12: i32;
        if (t_9.z) {
            t_12 = 100i;
        } else {
            t_12 = 0i;
        }
        var t_13: i32;
        if (all(t_9)) {
            t_13 = 1000i;
        } else {
            t_13 = 0i;
        }
        var t_14: i32;
        if (any(t_9)) {
            t_14 = 10000i;
        } else {
            t_14 = 0i;
        }
        outputBuffer.data[6u] = t_10 + t_11 + t_12 + t_13 + t_14;
    }
    return;
}
@compute @workgroup_size(6, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
