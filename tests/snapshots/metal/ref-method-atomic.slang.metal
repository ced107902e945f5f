#include <metal_stdlib>
using namespace metal;
struct Counter
{
    atomic_uint n;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device Counter* counters [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = atomic_fetch_add_explicit(&counters[uint(as_type<int3>(t).x & 1)].n, 1u, memory_order_relaxed);
    return;
}
