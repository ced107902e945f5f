#include <metal_stdlib>
using namespace metal;
void recordAll(int p, float p_1, int p_2, device int* outputBuffer_1, thread int& cursor_1);
int total(int args_0, float args_1);
int sumValues();
int total_1(int args_0_1, int args_1_1, float args_2);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int cursor = 0;
    recordAll(3, 2.5f, 7, outputBuffer, cursor);
    int t = total(1, 4.0f);
    outputBuffer[3u] = t;
    int t_1 = total_1(2, 3, 1.5f);
    outputBuffer[4u] = t_1;
    outputBuffer[5u] = 0;
    int t_2 = sumValues();
    outputBuffer[6u] = t_2;
    int t_3 = cursor;
    outputBuffer[7u] = t_3;
    return;
}
void recordAll(int p, float p_1, int p_2, device int* outputBuffer_1, thread int& cursor_1) {
    int t_4 = cursor_1;
    cursor_1 = t_4 + 1;
    outputBuffer_1[uint(t_4)] = p * 10;
    int t_5 = cursor_1;
    cursor_1 = t_5 + 1;
    outputBuffer_1[uint(t_5)] = int(p_1 * 2.0f);
    int t_6 = cursor_1;
    cursor_1 = t_6 + 1;
    outputBuffer_1[uint(t_6)] = p_2 * 10;
    return;
}
int total(int args_0, float args_1) {
    return args_0 * 10 + int(args_1 * 2.0f) + 2000;
}
int sumValues() {
    return 153;
}
int total_1(int args_0_1, int args_1_1, float args_2) {
    return args_0_1 * 10 + args_1_1 * 10 + int(args_2 * 2.0f) + 3000;
}
