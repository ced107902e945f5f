struct TestImpl
{
    int v;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
[[vk::binding(1, 0)]] StructuredBuffer<TestImpl> tests : register(t1, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 14;
    outputBuffer[1u] = 41;
    outputBuffer[2u] = 100;
    outputBuffer[3u] = 42;
    int t = tests[0u].v;
    outputBuffer[4u] = t + 1;
    outputBuffer[5u] = 13;
    outputBuffer[6u] = 12;
    outputBuffer[7u] = 3;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
