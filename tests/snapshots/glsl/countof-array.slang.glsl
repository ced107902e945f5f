#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    float[3] s = float[3](0.0, 0.0, 0.0);
    s = float[3](1.0, 2.0, float(t_1));
    int total;
    int i;
    int total_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_2 = total_1;
            int t_3 = i_1;
            total = t_2;
            i = t_3;
            break;
        }
        float t_4 = s[i_1];
        int t_5 = total_1 + int(t_4);
        int t_6 = i_1 + 1;
        total_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer.data[t_1] = 75 + total * 100;
    return;
}
