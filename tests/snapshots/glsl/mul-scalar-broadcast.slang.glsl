#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = outputBuffer.data[0u];
    ivec2 t_1 = ivec2(t) * ivec2(1, 5);
    ivec3 t_2 = ivec3(2, 4, -1) * ivec3(t);
    vec2 t_3 = vec2(0.5, -1.5) * vec2(float(t));
    outputBuffer.data[0u] = t_1.x;
    outputBuffer.data[1u] = t_1.y;
    outputBuffer.data[2u] = t_2.x;
    outputBuffer.data[3u] = t_2.y;
    outputBuffer.data[4u] = t_2.z;
    outputBuffer.data[5u] = int(t_3.x * 2.0);
    outputBuffer.data[6u] = int(t_3.y * 2.0);
    outputBuffer.data[7u] = ivec2(2, 3).x * ivec2(4, t + 2).x + ivec2(2, 3).y * ivec2(4, t + 2).y;
    return;
}
