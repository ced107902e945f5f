#version 450
struct Impl_Assoc
{
    int v;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} output_1;
void main();
float poly(float x, float p);
int poly_1(int x_1, int y);
void main() {
    output_1.data[0u] = 33.0;
    output_1.data[1u] = 99.0;
    float t = poly(6.0, 4.0);
    output_1.data[2u] = t;
    int t_1 = poly_1(3, 5);
    output_1.data[3u] = float(t_1);
    output_1.data[4u] = 3.5;
    output_1.data[5u] = 1.0;
    output_1.data[6u] = 6.0;
    Impl_Assoc a = Impl_Assoc(0);
    a.v = 100;
    Impl_Assoc t_2 = a;
    Impl_Assoc this_1 = Impl_Assoc(0);
    this_1 = t_2;
    int t_3 = this_1.v;
    output_1.data[7u] = float(42 + t_3);
    return;
}
float poly(float x, float p) {
    float t_4 = (x * p + x - p) / p;
    float t_5;
    if (x < p) {
        t_5 = -t_4;
    } else {
        t_5 = t_4;
    }
    return t_5;
}
int poly_1(int x_1, int y) {
    int t_6 = (x_1 * y + x_1 - y) / y;
    int t_7;
    if (x_1 < y) {
        t_7 = -t_6;
    } else {
        t_7 = t_6;
    }
    return t_7;
}
