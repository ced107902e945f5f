#include <metal_stdlib>
using namespace metal;
struct _IFunc1_int_int_
{
    uint typeId;
};
int twice(_IFunc1_int_int_ f, int a);
kernel void computeMain(device int* outputBuffer [[buffer(0)]]) {
    int t = twice(_IFunc1_int_int_{0u}, 5);
    outputBuffer[0u] = t;
    outputBuffer[1u] = 36;
    int t_1 = twice(_IFunc1_int_int_{1u}, 2);
    outputBuffer[2u] = t_1;
    int t_2 = twice(_IFunc1_int_int_{2u}, 1);
    outputBuffer[3u] = t_2;
    return;
}
int twice(_IFunc1_int_int_ f, int a) {
    uint t_3 = f.typeId;
    int t_4;
    switch (t_3) {
    case 0u:
    {
        t_4 = a + 1;
        break;
    }
    case 1u:
    {
        t_4 = a * 3;
        break;
    }
    case 2u:
    {
        t_4 = a + 100;
        break;
    }
    default: {
        t_4 = 0;
        break;
    }
    }
    int t_5;
    switch (t_3) {
    case 0u:
    {
        t_5 = t_4 + 1;
        break;
    }
    case 1u:
    {
        t_5 = t_4 * 3;
        break;
    }
    case 2u:
    {
        t_5 = t_4 + 100;
        break;
    }
    default: {
        t_5 = 0;
        break;
    }
    }
    return t_5;
}
