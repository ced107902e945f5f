struct RWStructuredBuffer {
    data: array<f32>,
}
struct Twice {
    k: f32,
}
struct _Lambda25 {
    base: u32,
    t: Twice,
}
struct _Lambda26 {
    base: u32,
}
struct _IFunc2_float_uint_float_ {
    typeId: u32,
    p0: _Lambda25,
    p1: _Lambda26,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn invoke(p: _IFunc2_float_uint_float_, p_1: u32, p_2: f32) {
    var t: f32;
    switch (p.typeId) {
    case 0u: {
        var t_1: _Lambda25 = p.p0;
        outputBuffer.data[t_1.base + p_1] = t_1.t.k * 2.0f * p_2;
        t = p_2;
        break;
    }
    case 1u: {
        outputBuffer.data[p.p1.base + p_1] = p_2 + 100.0f;
        t = p_2;
        break;
    }
    default: {
        t = 0.0f;
        break;
    }
    }
    return;
}
fn computeMain_1() {
    invoke(_IFunc2_float_uint_float_(0u, _Lambda25(0u, Twice(1.5f)), _Lambda26(0u)), 0u, 3.0f);
    invoke(_IFunc2_float_uint_float_(0u, _Lambda25(0u, Twice(1.5f)), _Lambda26(0u)), 1u, 4.0f);
    invoke(_IFunc2_float_uint_float_(1u, _Lambda25(0u, Twice(0.0f)), _Lambda26(2u)), 0u, 3.0f);
    invoke(_IFunc2_float_uint_float_(1u, _Lambda25(0u, Twice(0.0f)), _Lambda26(2u)), 1u, 4.0f);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
