#include <metal_stdlib>
using namespace metal;
struct Results
{
    int first;
    int second;
    int third;
    int vectorCompare;
    int borrowed;
    int multiplied;
};
kernel void computeMain(device Results* outputBuffer [[buffer(0)]], device uint* values [[buffer(1)]]) {
    uint t = values[0u];
    outputBuffer[0u].first = int(t) + 1;
    int t_1 = outputBuffer[0u].first;
    uint t_2 = values[1u];
    outputBuffer[0u].second = t_1 + int(t_2);
    uint t_3 = values[2u];
    outputBuffer[0u].third = int(t_3) * 3;
    outputBuffer[0u].vectorCompare = 3;
    outputBuffer[0u].borrowed = 11;
    outputBuffer[0u].multiplied = 300;
    return;
}
