struct Inner
{
    int x;
    int y;
};
struct Outer
{
    float scale;
    Inner inner;
    int tail;
};
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    int a;
    float b;
    int c;
    Outer o;
};
[[vk::binding(1, 0)]] RWStructuredBuffer<int> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    int t = a;
    outputBuffer[0u] = t;
    float t_1 = b;
    outputBuffer[1u] = (int)t_1;
    int t_2 = c;
    outputBuffer[2u] = t_2;
    float t_3 = o.scale;
    outputBuffer[3u] = (int)(t_3 * 2.0f);
    int t_4 = o.inner.x;
    outputBuffer[4u] = t_4;
    int t_5 = o.inner.y;
    outputBuffer[5u] = t_5;
    int t_6 = o.tail;
    outputBuffer[6u] = t_6;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
