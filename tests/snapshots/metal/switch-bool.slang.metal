#include <metal_stdlib>
using namespace metal;
int pick(bool p);
int pick(bool p) {
    switch (int(p)) {
    case 1:
    {
        return 10;
    }
    case 0:
    {
        return 20;
    }
    default: {
        break;
    }
    }
    return 0;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    bool t_1 = t.x == 0u;
    int t_2 = pick(t_1);
    outputBuffer[0u] = t_2;
    bool t_3 = !t_1;
    int t_4 = pick(t_3);
    outputBuffer[1u] = t_4;
    int r;
    switch (int(t_3)) {
    case 0:
    {
        r = 1;
        break;
    }
    default: {
        r = 2;
        break;
    }
    }
    outputBuffer[2u] = r;
    int r_1;
    switch (int(t_1)) {
    case 0:
    {
        r_1 = 1;
        break;
    }
    default: {
        r_1 = 2;
        break;
    }
    }
    outputBuffer[3u] = r_1;
    return;
}
