#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = outputBuffer.data[0u];
    int t_1 = t + 1;
    ivec3 t_2 = ivec3(t_1, 2, 3);
    outputBuffer.data[0u] = all(equal(t_2, ivec3(1, 2, t_1 * 3))) ? 10 : 20;
    outputBuffer.data[1u] = any(notEqual(t_2, ivec3(1, 2, 4))) ? 30 : 40;
    outputBuffer.data[2u] = all(equal(t_2, ivec3(1, 2, 4))) ? 50 : 60;
    outputBuffer.data[3u] = int((mat2(vec2(float(t_1), 2.0), vec2(3.0, 4.0)) * mat2(vec2(1.0, 0.0), vec2(0.0, 1.0)))[0].y);
    return;
}
