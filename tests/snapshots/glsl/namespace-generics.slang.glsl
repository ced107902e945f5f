#version 450
struct Pair_int_
{
    int a;
    int b;
};
struct Pair_float_
{
    float a;
    float b;
};
struct Plain
{
    int v;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    Pair_int_ p = Pair_int_(0, 0);
    p.a = int(t.x) + 6;
    p.b = 7;
    Pair_int_ t_1 = p;
    Pair_int_ this_1 = Pair_int_(0, 0);
    this_1 = t_1;
    int t_2 = this_1.a;
    int t_3 = this_1.b;
    output_1.data[0u] = t_2 + t_3;
    Pair_int_ t_4 = p;
    Pair_int_ this_2 = Pair_int_(0, 0);
    this_2 = t_4;
    int t_5 = this_2.a;
    int t_6 = this_2.b;
    output_1.data[1u] = t_5 * t_6;
    Pair_float_ q = Pair_float_(0.0, 0.0);
    q.a = 1.5;
    q.b = 4.0;
    Pair_float_ t_7 = q;
    Pair_float_ this_3 = Pair_float_(0.0, 0.0);
    this_3 = t_7;
    float t_8 = this_3.a;
    float t_9 = this_3.b;
    output_1.data[2u] = int(t_8 * t_9);
    Plain s = Plain(0);
    s.v = 9;
    int t_10 = s.v;
    output_1.data[3u] = t_10;
    return;
}
