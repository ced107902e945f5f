#include <metal_stdlib>
using namespace metal;
struct Pair
{
    int first;
    float second;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Pair pair = Pair{};
    Pair fixedPair = Pair{};
    uint3 t = GlobalInvocationId;
    pair = Pair{5, 2.5f};
    fixedPair = Pair{2, 1.0f};
    uint t_1 = t.x;
    int t_2 = pair.first;
    pair.first = t_2 * 10;
    int t_3 = pair.first;
    float t_4 = pair.second;
    int t_5 = fixedPair.first;
    float t_6 = fixedPair.second;
    outputBuffer[t_1] = 22 + int(t_1) + 16 + t_3 + int(t_4 * 2.0f) + t_5 + int(t_6 * 3.0f);
    return;
}
