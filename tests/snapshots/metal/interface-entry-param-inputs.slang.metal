#include <metal_stdlib>
using namespace metal;
struct Pair
{
    int a;
    float b;
};
struct GlobalParams
{
    Pair pair;
};
struct IOp
{
    uint typeId;
};
struct EntryPointParams
{
    IOp first;
    IOp second;
    IOp third;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], constant GlobalParams& globalParams [[buffer(0)]], device int* outputBuffer [[buffer(1)]], constant EntryPointParams& entryPointParams [[buffer(30)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint t = entryPointParams.third.typeId;
    uint3 t_1 = GlobalInvocationId;
    int t_2;
    switch (t) {
    default: {
        t_2 = 0;
        break;
    }
    }
    int t_3 = globalParams.pair.a;
    float t_4 = globalParams.pair.b;
    outputBuffer[uint(as_type<int3>(t_1).x)] = t_2 + t_3 * int(t_4 * 2.0f);
    return;
}
