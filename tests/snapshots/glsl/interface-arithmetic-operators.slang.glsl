#version 450
struct Fixed
{
    int raw;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
Fixed poly(Fixed x);
Fixed largest(Fixed a, Fixed b, Fixed c);
int countEqual(Fixed a_1, Fixed b_1);
void main() {
    Fixed t = poly(Fixed(1280));
    outputBuffer.data[0u] = t.raw;
    Fixed t_1 = poly(Fixed(128));
    outputBuffer.data[1u] = t_1.raw;
    Fixed t_2 = largest(Fixed(512), Fixed(1792), Fixed(1024));
    outputBuffer.data[2u] = t_2.raw;
    Fixed t_3 = largest(Fixed(512), Fixed(256), Fixed(2304));
    outputBuffer.data[3u] = t_3.raw;
    int t_4 = countEqual(Fixed(768), Fixed(768));
    int t_5 = countEqual(Fixed(128), Fixed(256));
    outputBuffer.data[4u] = t_4 + t_5 * 100;
    outputBuffer.data[5u] = 384;
    outputBuffer.data[6u] = -1536;
    outputBuffer.data[7u] = 12345;
    outputBuffer.data[8u] = 1101;
    outputBuffer.data[9u] = 2560;
    outputBuffer.data[10u] = 1280;
    outputBuffer.data[11u] = 30;
    outputBuffer.data[12u] = 385;
    return;
}
Fixed poly(Fixed x) {
    int t_6 = x.raw;
    return Fixed(t_6 * t_6 / 256 - 768 * t_6 / 256 + 512);
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
    return (t_7 ? 1 : 0) + (t_7 ? 0 : 10);
}
