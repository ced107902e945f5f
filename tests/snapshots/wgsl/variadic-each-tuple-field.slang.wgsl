struct RWStructuredBuffer {
    data: array<i32>,
}
struct A {
    x: i32,
}
struct B {
    f: f32,
}
struct Tuple_A_B_ {
    _0: A,
    _1: B,
}
struct Pack_A_B_ {
    items: Tuple_A_B_,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 18i;
    var t: i32 = Pack_A_B_weighted(Pack_A_B_(Tuple_A_B_(A(3i), B(1.5f))));
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 7i;
    outputBuffer.data[3u] = 0i;
    return;
}
fn Pack_A_B_weighted(p: Pack_A_B_) -> i32 {
    var t_1: Tuple_A_B_ = p.items;
    return t_1._0.x + i32(t_1._1.f * 10.0f) * 2i;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
