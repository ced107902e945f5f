#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = outputBuffer.data[0u];
    outputBuffer.data[0u] = 230 + t;
    ivec4 t_1 = ivec4(t, 2, 3, 4);
    t_1.w = 7;
    ivec4 t_2 = t_1;
    t_2.x = 8;
    outputBuffer.data[1u] = 8237;
    outputBuffer.data[2u] = 8;
    outputBuffer.data[3u] = t_2.xy.x * ivec2(1, 1).x + t_2.xy.y * ivec2(1, 1).y;
    return;
}
