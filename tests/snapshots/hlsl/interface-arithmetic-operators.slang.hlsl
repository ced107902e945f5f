struct Fixed
{
    int raw;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
Fixed poly(Fixed x);
Fixed largest(Fixed a, Fixed b, Fixed c);
int countEqual(Fixed a_1, Fixed b_1);
void computeMain_1() {
    Fixed t = {128};
    Fixed t_1 = {1280};
    Fixed t_2 = poly(t_1);
    outputBuffer[0u] = t_2.raw;
    Fixed t_3 = poly(t);
    outputBuffer[1u] = t_3.raw;
    Fixed t_4 = {512};
    Fixed t_5 = {1792};
    Fixed t_6 = {1024};
    Fixed t_7 = largest(t_4, t_5, t_6);
    outputBuffer[2u] = t_7.raw;
    Fixed t_8 = {256};
    Fixed t_9 = {2304};
    Fixed t_10 = largest(t_4, t_8, t_9);
    outputBuffer[3u] = t_10.raw;
    Fixed t_11 = {768};
    int t_12 = countEqual(t_11, t_11);
    int t_13 = countEqual(t, t_8);
    outputBuffer[4u] = t_12 + t_13 * 100;
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
    int t_14 = x.raw;
    Fixed t_15 = {t_14 * t_14 / 256 - 768 * t_14 / 256 + 512};
    return t_15;
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
    bool t_16 = a_1.raw == b_1.raw;
    return (t_16 ? 1 : 0) + (t_16 ? 0 : 10);
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
