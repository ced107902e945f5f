#include <metal_stdlib>
using namespace metal;
struct Fixed
{
    int raw;
};
Fixed poly(Fixed x);
Fixed largest(Fixed a, Fixed b, Fixed c);
int countEqual(Fixed a_1, Fixed b_1);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Fixed t = poly(Fixed{1280});
    outputBuffer[0u] = t.raw;
    Fixed t_1 = poly(Fixed{128});
    outputBuffer[1u] = t_1.raw;
    Fixed t_2 = largest(Fixed{512}, Fixed{1792}, Fixed{1024});
    outputBuffer[2u] = t_2.raw;
    Fixed t_3 = largest(Fixed{512}, Fixed{256}, Fixed{2304});
    outputBuffer[3u] = t_3.raw;
    int t_4 = countEqual(Fixed{768}, Fixed{768});
    int t_5 = countEqual(Fixed{128}, Fixed{256});
    outputBuffer[4u] = t_4 + t_5 * 100;
    outputBuffer[5u] = 384;
    outputBuffer[6u] = -1536;
    outputBuffer[7u] = 12345;
    outputBuffer[8u] = 1101;
    outputBuffer[9u] = 2560;
    outputBuffer[10u] = 1280;
    outputBuffer[11u] = 30;
    outputBuffer[12u] = 385;
    return;
}
Fixed poly(Fixed x) {
    int t_6 = x.raw;
    return Fixed{select(t_6 * t_6 / 256, -1, 256 == 0) - select(768 * t_6 / 256, -1, 256 == 0) + 512};
}
Fixed largest(Fixed a, Fixed b, Fixed c) {
    Fixed m;
    if (a.raw < b.raw) {
        m = b;
    } else {
        m = a;
    }
    Fixed m_1;
    if (c.raw > m.raw) {
        m_1 = c;
    } else {
        m_1 = m;
    }
    return m_1;
}
int countEqual(Fixed a_1, Fixed b_1) {
    bool t_7 = a_1.raw == b_1.raw;
    return select(0, 1, t_7) + select(10, 0, t_7);
}
