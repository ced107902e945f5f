#version 450
struct Sum
{
    int v;
};
struct Prod
{
    int v;
};
struct Pair_Sum_Prod_
{
    Sum a;
    Prod b;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o);
void main() {
    outputBuffer.data[0u] = 12;
    Pair_Sum_Prod_ t = Pair_Sum_Prod_combine(Pair_Sum_Prod_(Sum(2), Prod(2)), Pair_Sum_Prod_(Sum(7), Prod(7)));
    outputBuffer.data[1u] = t.a.v * 10 + t.b.v;
    return;
}
Pair_Sum_Prod_ Pair_Sum_Prod_combine(Pair_Sum_Prod_ p, Pair_Sum_Prod_ o) {
    return Pair_Sum_Prod_(Sum(p.a.v + o.a.v), Prod(p.b.v * o.b.v));
}
