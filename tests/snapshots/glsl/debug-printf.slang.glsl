#version 450
#extension GL_EXT_debug_printf : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    debugPrintfEXT("thread %d at %v3u\n", t_1, t);
    outputBuffer.data[uint(t_1)] = 2 * t_1 + 1;
    return;
}
