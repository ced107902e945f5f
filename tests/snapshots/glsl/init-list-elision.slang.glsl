#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    outputBuffer.data[0u] = int((float(t.x) + 1.0) * 1000.0 + 200.0 + 30.0 + 4.0);
    outputBuffer.data[1u] = 12345;
    outputBuffer.data[2u] = 710;
    outputBuffer.data[3u] = 610;
    return;
}
