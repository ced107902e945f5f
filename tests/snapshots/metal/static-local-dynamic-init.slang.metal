#include <metal_stdlib>
using namespace metal;
struct _AnonymousStruct1_599
{
    int first;
    int second;
};
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    _AnonymousStruct1_599 static_pair = _AnonymousStruct1_599{};
    outputBuffer[0u] = 31;
    outputBuffer[1u] = 32;
    outputBuffer[2u] = 33;
    static_pair = _AnonymousStruct1_599{20, 2};
    int t = static_pair.second;
    static_pair.second = t + 1;
    int t_1 = static_pair.first;
    int t_2 = static_pair.second;
    outputBuffer[3u] = t_1 + t_2;
    int t_3 = static_pair.second;
    static_pair.second = t_3 + 1;
    int t_4 = static_pair.first;
    int t_5 = static_pair.second;
    outputBuffer[4u] = t_4 + t_5;
    return;
}
