#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 16.0;
    outputBuffer.data[1u] = 24.0;
    outputBuffer.data[2u] = 27.0;
    float r;
    int i;
    float r_1 = 1.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = r_1;
            int t_1 = i_1;
            r = t;
            i = t_1;
            break;
        }
        float t_2 = r_1 * 1.5;
        int t_3 = i_1 + 1;
        r_1 = t_2;
        i_1 = t_3;
        continue;
    }
    outputBuffer.data[3u] = r;
    return;
}
