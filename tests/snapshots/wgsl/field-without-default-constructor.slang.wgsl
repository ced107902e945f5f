struct RWStructuredBuffer {
    data: array<i32>,
}
struct Sum {
    v: i32,
}
struct Prod {
    v: i32,
}
struct Pair_Sum_Prod_ {
    a: Sum,
    b: Prod,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 12i;
    var t: Pair_Sum_Prod_ = Pair_Sum_Prod_combine(Pair_Sum_Prod_(Sum(2i), Prod(2i)), Pair_Sum_Prod_(Sum(7i), Prod(7i)));
    outputBuffer.data[1u] = t.a.v * 10i + t.b.v;
    return;
}
fn Pair_Sum_Prod_combine(p: Pair_Sum_Prod_, o: Pair_Sum_Prod_) -> Pair_Sum_Prod_ {
    return Pair_Sum_Prod_(Sum(p.a.v + o.a.v), Prod(p.b.v * o.b.v));
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
