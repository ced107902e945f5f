#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0, r32ui) uniform uimage1D texture1D_1;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    imageStore(texture1D_1, int(t_2), uvec4(t_1 * 10u + 2u + 100u, 0u, 0u, 0u));
    memoryBarrier();
    uint t_3 = imageLoad(texture1D_1, int(t_2)).x;
    outputBuffer.data[t_1] = t_3 + t_1;
    return;
}
