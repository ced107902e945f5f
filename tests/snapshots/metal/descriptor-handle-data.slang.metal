#include <metal_stdlib>
using namespace metal;
struct Entry
{
    uint2 tex;
    uint2 samp;
    uint tag;
    uint unused;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device Entry* entries [[buffer(0)]], device uint* output [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    uint2 t_2 = entries[t_1].tex;
    uint2 t_3 = entries[t_1].samp;
    uint t_4 = entries[t_1].tag;
    uint2 t_5 = t_2 + uint2(100u, 200u);
    uint t_6 = t_1 * 4u;
    output[t_6] = t_4;
    output[t_6 + 1u] = t_2.x * 10u + t_2.y;
    output[t_6 + 2u] = t_3.x * 10u + t_3.y;
    output[t_6 + 3u] = t_5.x + t_5.y;
    return;
}
