#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    outputBuffer[0u] = -1;
    outputBuffer[1u] = 127;
    outputBuffer[2u] = 4464;
    outputBuffer[3u] = -2048;
    outputBuffer[4u] = 0;
    outputBuffer[5u] = -3;
    outputBuffer[6u] = -1;
    outputBuffer[7u] = 0;
    outputBuffer[8u] = -1;
    outputBuffer[9u] = int(0x80000000u);
    outputBuffer[10u] = 0;
    outputBuffer[11u] = -2147483647;
    outputBuffer[12u] = 44;
    outputBuffer[13u] = 255;
    outputBuffer[14u] = 44;
    outputBuffer[15u] = 1;
    outputBuffer[16u] = -32768;
    outputBuffer[17u] = 2147483647;
    outputBuffer[18u] = -1;
    outputBuffer[19u] = 15;
    array<int, 4> arr = array<int, 4>{};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = i_1;
        i_1 = i_1 + 1;
        continue;
    }
    int t_1 = arr[3];
    outputBuffer[20u] = t_1;
    outputBuffer[21u] = 2101281;
    outputBuffer[22u] = 255;
    outputBuffer[23u] = 0;
    outputBuffer[24u] = 67;
    outputBuffer[25u] = 6;
    uint t_2 = t.x;
    int t_3 = int(t_2);
    outputBuffer[26u] = int(char(t_3 + 127) + char(1));
    outputBuffer[27u] = int(char(t_3 + 255));
    outputBuffer[28u] = int(ushort(t_3 + 70000));
    outputBuffer[29u] = int(t_2 + 4294967295u + 1u);
    outputBuffer[30u] = int(4294967295u < t_2);
    outputBuffer[31u] = int(short(int(short(t_3 + 32768)) >> (4 & 31)));
    return;
}
