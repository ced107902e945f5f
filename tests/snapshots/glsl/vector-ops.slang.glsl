#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    vec4[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    vec4 t = inputBuffer.data[0u];
    vec4 t_1 = inputBuffer.data[1u];
    vec4 s = vec4(0.0);
    s = t + t_1;
    vec4 p = vec4(0.0);
    p = t * t_1;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t_2 = s[i_1];
        outputBuffer.data[uint(i_1)] = t_2;
        float t_3 = p[i_1];
        outputBuffer.data[uint(4 + i_1)] = t_3;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer.data[8u] = dot(t, t_1);
    outputBuffer.data[9u] = t.w + t.x;
    outputBuffer.data[10u] = (t_1.zzz * vec3(2.0, 2.0, 2.0)).y;
    return;
}
