#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 7.0;
    outputBuffer.data[1u] = 70.0;
    outputBuffer.data[2u] = 1000.0;
    outputBuffer.data[3u] = 12.0;
    vec3 this_1 = vec3(0.0);
    this_1 = vec3(2.5, 2.5, 2.5);
    float s;
    int i;
    float s_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = s_1;
            int t_1 = i_1;
            s = t;
            i = t_1;
            break;
        }
        float t_2 = this_1[i_1];
        float t_3 = s_1 + t_2;
        int t_4 = i_1 + 1;
        s_1 = t_3;
        i_1 = t_4;
        continue;
    }
    outputBuffer.data[4u] = s;
    vec2 this_2 = vec2(0.0);
    this_2 = vec2(1.0, 4.0);
    float s_2;
    int i_2;
    float s_3 = 0.0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            float t_5 = s_3;
            int t_6 = i_3;
            s_2 = t_5;
            i_2 = t_6;
            break;
        }
        float t_7 = this_2[i_3];
        float t_8 = s_3 + t_7;
        int t_9 = i_3 + 1;
        s_3 = t_8;
        i_3 = t_9;
        continue;
    }
    outputBuffer.data[5u] = s_2;
    outputBuffer.data[6u] = 9.0;
    outputBuffer.data[7u] = 3.5;
    return;
}
