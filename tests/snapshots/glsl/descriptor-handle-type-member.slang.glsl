#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uint t = outputBuffer.data[0u];
    uint t_1 = outputBuffer.data[1u];
    uvec2 t_2 = uvec2(t, t_1);
    uvec2 t_3 = t_2 + uvec2(1u, 2u);
    uvec2 t_4 = t_2 * uvec2(2u, 2u);
    outputBuffer.data[2u] = t + 10u * t_1;
    outputBuffer.data[3u] = t_3.x + 10u * t_3.y;
    outputBuffer.data[4u] = t_4.x + 10u * t_4.y;
    outputBuffer.data[5u] = 89u;
    outputBuffer.data[6u] = 7u;
    outputBuffer.data[7u] = 1u;
    return;
}
