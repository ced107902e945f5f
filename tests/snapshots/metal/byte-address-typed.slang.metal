#include <metal_stdlib>
using namespace metal;
kernel void computeMain(const device uint* input [[buffer(0)]], device uint* output [[buffer(1)]]) {
    uint t = input[0u];
    uint t_1 = input[1u];
    uint t_2 = input[2u];
    output[0u] = as_type<uint>(as_type<float>(t) * 2.0f);
    int2 t_3 = int2(as_type<int>(t_1), as_type<int>(t_2)) + int2(10, 20);
    output[1u] = as_type<uint>(t_3.x);
    output[2u] = as_type<uint>(t_3.y);
    uint t_4 = input[3u];
    output[3u] = t_4;
    return;
}
