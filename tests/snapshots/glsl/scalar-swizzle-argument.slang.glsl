#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float t = outputBuffer.data[0u];
    float t_1 = t * 2.0;
    vec3 t_2 = mix(vec3(t_1, t_1, t_1), vec3(2.0, 4.0, 6.0), vec3(t_1));
    outputBuffer.data[1u] = t_2.x;
    outputBuffer.data[2u] = t_2.z;
    outputBuffer.data[3u] = t_1 + t_1 + t_1;
    outputBuffer.data[4u] = dot(vec2(t_1, t_1), vec2(3.0, 5.0));
    return;
}
