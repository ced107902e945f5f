#include <metal_stdlib>
using namespace metal;
float poly(float x, float y);
int poly_1(int x_1, int y_1);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    output[0u] = 33.0f;
    output[1u] = 99.0f;
    float t = poly(6.0f, 4.0f);
    output[2u] = t;
    int t_1 = poly_1(3, 5);
    output[3u] = float(t_1);
    output[4u] = 3.5f;
    output[5u] = 1.0f;
    output[6u] = 6.0f;
    output[7u] = 142.0f;
    return;
}
float poly(float x, float y) {
    float t_2 = (x * y + x - y) / y;
    return select(t_2, -t_2, x < y);
}
int poly_1(int x_1, int y_1) {
    int t_3 = select((x_1 * y_1 + x_1 - y_1) / y_1, -1, y_1 == 0);
    return select(t_3, -t_3, x_1 < y_1);
}
