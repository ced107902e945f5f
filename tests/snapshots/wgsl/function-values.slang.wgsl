struct RWStructuredBuffer {
    data: array<i32>,
}
struct _IFunc1_int_int_ {
    typeId: u32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: i32 = twice(_IFunc1_int_int_(0u), 5i);
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = 36i;
    var t_1: i32 = twice(_IFunc1_int_int_(1u), 2i);
    outputBuffer.data[2u] = t_1;
    var t_2: i32 = twice(_IFunc1_int_int_(2u), 1i);
    outputBuffer.data[3u] = t_2;
    return;
}
fn twice(f: _IFunc1_int_int_, a: i32) -> i32 {
    var t_3: u32 = f.typeId;
    var t_4: i32;
    switch (t_3) {
    case 0u: {
        t_4 = a + 1i;
        break;
    }
    case 1u: {
        t_4 = a * 3i;
        break;
    }
    case 2u: {
        t_4 = a + 100i;
        break;
    }
    default: {
        t_4 = 0i;
        break;
    }
    }
    var t_5: i32;
    switch (t_3) {
    case 0u: {
        t_5 = t_4 + 1i;
        break;
    }
    case 1u: {
        t_5 = t_4 * 3i;
        break;
    }
    case 2u: {
        t_5 = t_4 + 100i;
        break;
    }
    default: {
        t_5 = 0i;
        break;
    }
    }
    return t_5;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
