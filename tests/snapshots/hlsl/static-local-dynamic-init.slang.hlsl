struct _AnonymousStruct1_599
{
    int first;
    int second;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static _AnonymousStruct1_599 static_pair = (_AnonymousStruct1_599)0;
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 31;
    outputBuffer[1u] = 32;
    outputBuffer[2u] = 33;
    _AnonymousStruct1_599 t = {20, 2};
    static_pair = t;
    int t_1 = static_pair.second;
    static_pair.second = t_1 + 1;
    int t_2 = static_pair.first;
    int t_3 = static_pair.second;
    outputBuffer[3u] = t_2 + t_3;
    int t_4 = static_pair.second;
    static_pair.second = t_4 + 1;
    int t_5 = static_pair.first;
    int t_6 = static_pair.second;
    outputBuffer[4u] = t_5 + t_6;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
