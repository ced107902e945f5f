#include <metal_stdlib>
using namespace metal;
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], texture1d<uint, access::read_write> texture1D [[texture(0)]], device uint* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    texture1D.write(uint4(t_1 * 10u + 2u + 100u, 0, 0, 0), uint(t_2));
    atomic_thread_fence(mem_flags::mem_device | mem_flags::mem_threadgroup, memory_order_relaxed);
    uint t_3 = texture1D.read(uint(t_2)).x;
    outputBuffer[t_1] = t_3 + t_1;
    return;
}
