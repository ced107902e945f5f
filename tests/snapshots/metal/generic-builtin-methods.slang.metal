#include <metal_stdlib>
using namespace metal;
struct Impl_Assoc
{
    int v;
};
float poly(float x, float p);
int poly_1(int x_1, int y);
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
    Impl_Assoc a = Impl_Assoc{};
    a.v = 100;
    Impl_Assoc t_2 = a;
    Impl_Assoc this_1 = Impl_Assoc{};
    this_1 = t_2;
    int t_3 = this_1.v;
    output[7u] = float(42 + t_3);
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
    int t_6 = select((x_1 * y + x_1 - y) / y, -1, y == 0);
    int t_7;
    if (x_1 < y) {
        t_7 = -t_6;
    } else {
        t_7 = t_6;
    }
    return t_7;
}
