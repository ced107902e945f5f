#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    float t_1 = float(t.x) + 2.0;
    vec3 t_2 = smoothstep(vec3(0.0, 0.0, 0.0), vec3(4.0, 4.0, 4.0), vec3(0.0, t_1, 2.0 * t_1));
    outputBuffer.data[0u] = t_2.x;
    outputBuffer.data[1u] = t_2.y;
    outputBuffer.data[2u] = t_2.z;
    vec2 t_3 = vec2(t_1, t_1);
    mat2 t_4 = mat2(vec2(6.0, 9.0), vec2(3.0, 7.0)) / mat2(t_3, t_3);
    outputBuffer.data[3u] = t_4[0].y;
    outputBuffer.data[4u] = t_4[1].y;
    return;
}
