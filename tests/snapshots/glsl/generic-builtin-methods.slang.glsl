#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} output_1;
void main();
float poly(float x, float y);
int poly_1(int x_1, int y_1);
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
    output_1.data[7u] = 142.0;
    return;
}
float poly(float x, float y) {
    float t_2 = (x * y + x - y) / y;
    return x < y ? -t_2 : t_2;
}
int poly_1(int x_1, int y_1) {
    int t_3 = (x_1 * y_1 + x_1 - y_1) / y_1;
    return x_1 < y_1 ? -t_3 : t_3;
}
