#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWByteAddressBuffer_block
{
    uint[] data;
} fBuf;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uint t = atomicExchange(fBuf.data[0u], 1075838976u);
    uint t_1 = atomicCompSwap(fBuf.data[1u], 1073741824u, 1088421888u);
    uint t_2 = atomicCompSwap(fBuf.data[2u], 0u, 1091567616u);
    uint t_3 = atomicCompSwap(fBuf.data[3u], 1077936128u, 1082130432u);
    uint t_4 = atomicCompSwap(fBuf.data[3u], 1077936128u, 1084227584u);
    outputBuffer.data[0u] = uint(uintBitsToFloat(t) * 100.0);
    outputBuffer.data[1u] = uint(uintBitsToFloat(t_1) * 100.0);
    outputBuffer.data[2u] = t_2;
    uint t_5 = fBuf.data[0u];
    outputBuffer.data[3u] = uint(uintBitsToFloat(t_5) * 100.0);
    uint t_6 = fBuf.data[1u];
    outputBuffer.data[4u] = uint(uintBitsToFloat(t_6) * 100.0);
    uint t_7 = fBuf.data[2u];
    outputBuffer.data[5u] = t_7;
    uint t_8 = fBuf.data[3u];
    outputBuffer.data[6u] = uint(uintBitsToFloat(t_8) * 100.0);
    outputBuffer.data[7u] = 1u;
    return;
}
