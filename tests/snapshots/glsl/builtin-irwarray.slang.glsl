#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    float[4] t = float[4](0.0, 0.0, 0.0, 0.0);
    t = float[4](1.0, 2.0, 3.0, 4.0);
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t_1 = t[i_1];
        t[i_1] = t_1 * 2.0;
        i_1 = i_1 + 1;
        continue;
    }
    float[4] t_2 = t;
    vec3 t_3 = vec3(0.0);
    t_3 = vec3(5.0, 6.0, 7.0);
    int i_2;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            i_2 = i_3;
            break;
        }
        float t_4 = t_3[i_3];
        t_3[i_3] = t_4 * 0.5;
        i_3 = i_3 + 1;
        continue;
    }
    vec3 t_5 = t_3;
    float[4] a = float[4](0.0, 0.0, 0.0, 0.0);
    a = t_2;
    float t_6 = a[0];
    float t_7 = a[3];
    outputBuffer.data[0u] = t_6 + t_7;
    vec3 a_1 = vec3(0.0);
    a_1 = t_5;
    float t_8 = a_1[0];
    float t_9 = a_1[2];
    outputBuffer.data[1u] = t_8 + t_9;
    ivec3[2] a_2 = ivec3[2](ivec3(0), ivec3(0));
    a_2 = ivec3[2](ivec3(1, 2, 3), ivec3(4, 5, 6));
    ivec3 t_10 = a_2[0];
    ivec3 t_11 = a_2[1];
    ivec3 t_12 = t_10 + t_11;
    outputBuffer.data[2u] = float(t_12.x * 100 + t_12.y * 10 + t_12.z);
    outputBuffer.data[3u] = t_2[1];
    outputBuffer.data[4u] = 9.5;
    outputBuffer.data[5u] = t_5.y;
    return;
}
