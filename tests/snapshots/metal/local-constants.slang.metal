#include <metal_stdlib>
using namespace metal;
int classify(uint p);
int shadow(int x);
int classify(uint p) {
    switch (p) {
    case 0u:
    {
        return 10;
    }
    case 2u:
    {
        return 20;
    }
    case 3u:
    {
        return 30;
    }
    default: {
        break;
    }
    }
    return 40;
}
int shadow(int x) {
    array<int, 4> arr = array<int, 4>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = x + i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t = arr[3];
    return 20 + (300 + t) + 2;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t_1 = GlobalInvocationId;
    int t_2 = int(t_1.x);
    int t_3 = t_2 * 4;
    int t_4 = 2 * t_2;
    int t_5 = classify(uint(t_4));
    int t_6 = classify(uint(t_4 + 1));
    outputBuffer[uint(t_3)] = t_5 * 100 + t_6;
    array<int, 3> a = array<int, 3>{};
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        a[i_3] = t_2 + i_3;
        i_3 = i_3 + 1;
        continue;
    }
    int t_7 = a[0];
    int t_8 = a[1];
    int t_9 = a[2];
    outputBuffer[uint(t_3 + 1)] = t_7 + t_8 + t_9;
    int t_10 = shadow(t_2);
    outputBuffer[uint(t_3 + 2)] = t_10;
    outputBuffer[uint(t_3 + 3)] = 116;
    return;
}
