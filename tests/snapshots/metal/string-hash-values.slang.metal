#include <metal_stdlib>
using namespace metal;
struct String
{
    int hash;
};
void log(String p, int p_1, String p_2, device int* outputBuffer_1, thread int& cursor_1);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int cursor = 0;
    log(String{684824882}, 7, String{0}, outputBuffer, cursor);
    int t = cursor;
    cursor = t + 1;
    outputBuffer[uint(t)] = 1457288897;
    int t_1 = cursor;
    cursor = t_1 + 1;
    outputBuffer[uint(t_1)] = 97;
    return;
}
void log(String p, int p_1, String p_2, device int* outputBuffer_1, thread int& cursor_1) {
    int t_2 = cursor_1;
    cursor_1 = t_2 + 1;
    outputBuffer_1[uint(t_2)] = p.hash;
    int t_3 = cursor_1;
    cursor_1 = t_3 + 1;
    outputBuffer_1[uint(t_3)] = p_1;
    int t_4 = cursor_1;
    cursor_1 = t_4 + 1;
    outputBuffer_1[uint(t_4)] = p_2.hash;
    return;
}
