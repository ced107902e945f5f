#include <metal_stdlib>
using namespace metal;
struct Tally
{
    uint n;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Tally Coder_tally = Tally{100u};
    outputBuffer[0u] = 53u;
    outputBuffer[1u] = 9u;
    outputBuffer[2u] = 15u;
    outputBuffer[3u] = 48u;
    outputBuffer[4u] = 15u;
    outputBuffer[5u] = 18u;
    outputBuffer[6u] = 10u;
    uint t = Coder_tally.n;
    Coder_tally.n = t + 5u;
    uint t_1 = Coder_tally.n;
    Coder_tally.n = t_1 + 6u;
    uint t_2 = Coder_tally.n;
    outputBuffer[7u] = t_2;
    return;
}
