#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 1107312640u;
    outputBuffer[1u] = 30600u;
    outputBuffer[2u] = 21862u;
    outputBuffer[3u] = 287454020u;
    outputBuffer[4u] = 1076895760u;
    outputBuffer[5u] = 52445u;
    outputBuffer[6u] = 43707u;
    outputBuffer[7u] = 1065353216u;
    outputBuffer[8u] = 2u;
    outputBuffer[9u] = 7u;
    return;
}
