#include <metal_stdlib>
using namespace metal;
void static_init(thread int& base_1, thread int& Counter_3_start_1, thread int& Counter_3_viaLambda_1, thread int& Counter_5_start_1, thread int& Counter_5_viaLambda_1, thread int& Counter_7_start_1, thread int& Counter_7_viaLambda_1);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    int base = int{};
    int Counter_3_start = int{};
    int Counter_3_viaLambda = int{};
    int Counter_5_start = int{};
    int Counter_5_viaLambda = int{};
    int Counter_7_start = int{};
    int Counter_7_viaLambda = int{};
    base = 10;
    static_init(base, Counter_3_start, Counter_3_viaLambda, Counter_5_start, Counter_5_viaLambda, Counter_7_start, Counter_7_viaLambda);
    int t = Counter_3_start;
    outputBuffer[0u] = t;
    int t_1 = Counter_5_start;
    Counter_5_start = t_1 + 1;
    int t_2 = Counter_5_start;
    outputBuffer[1u] = t_2;
    int t_3 = Counter_7_viaLambda;
    outputBuffer[2u] = t_3;
    int t_4 = base;
    outputBuffer[3u] = t_4;
    return;
}
void static_init(thread int& base_1, thread int& Counter_3_start_1, thread int& Counter_3_viaLambda_1, thread int& Counter_5_start_1, thread int& Counter_5_viaLambda_1, thread int& Counter_7_start_1, thread int& Counter_7_viaLambda_1) {
    int t_5 = base_1;
    Counter_3_start_1 = 6 + t_5;
    Counter_3_viaLambda_1 = 300;
    int t_6 = base_1;
    Counter_5_start_1 = 10 + t_6;
    Counter_5_viaLambda_1 = 500;
    int t_7 = base_1;
    Counter_7_start_1 = 14 + t_7;
    Counter_7_viaLambda_1 = 700;
    return;
}
