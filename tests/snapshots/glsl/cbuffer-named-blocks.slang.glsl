#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    int a;
    vec3 v;
    float s;
    int b;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = globalParams.a;
    outputBuffer.data[0u] = t;
    vec3 t_1 = globalParams.v;
    vec3 t_2 = globalParams.v;
    vec3 t_3 = globalParams.v;
    outputBuffer.data[1u] = int(t_1.x + t_2.y * 10.0 + t_3.z * 100.0);
    float t_4 = globalParams.s;
    outputBuffer.data[2u] = int(t_4 * 4.0);
    int t_5 = globalParams.b;
    int t_6 = globalParams.a;
    outputBuffer.data[3u] = t_5 - t_6;
    return;
}
