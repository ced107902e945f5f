#version 450
struct Num
{
    int v;
};
struct Pair_int_1_
{
    int first;
    int second;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    Num this_1 = Num(0);
    this_1 = Num(5);
    int t = this_1.v;
    outputBuffer.data[0u] = float(t + 1 + 1);
    Num this_2 = Num(0);
    this_2 = Num(5);
    int t_1 = this_2.v;
    outputBuffer.data[1u] = float((t_1 + 1 + 1) * 10);
    outputBuffer.data[2u] = 1000.0;
    outputBuffer.data[3u] = 12.0;
    vec3 this_3 = vec3(0.0);
    this_3 = vec3(2.5, 2.5, 2.5);
    float s;
    int i;
    float s_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_2 = s_1;
            int t_3 = i_1;
            s = t_2;
            i = t_3;
            break;
        }
        float t_4 = this_3[i_1];
        float t_5 = s_1 + t_4;
        int t_6 = i_1 + 1;
        s_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer.data[4u] = s;
    vec2 this_4 = vec2(0.0);
    this_4 = vec2(1.0, 4.0);
    float s_2;
    int i_2;
    float s_3 = 0.0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 2) {
        } else {
            float t_7 = s_3;
            int t_8 = i_3;
            s_2 = t_7;
            i_2 = t_8;
            break;
        }
        float t_9 = this_4[i_3];
        float t_10 = s_3 + t_9;
        int t_11 = i_3 + 1;
        s_3 = t_10;
        i_3 = t_11;
        continue;
    }
    outputBuffer.data[5u] = s_2;
    Pair_int_1_ this_5 = Pair_int_1_(0, 0);
    this_5 = Pair_int_1_(8, 9);
    int t_12 = this_5.second;
    outputBuffer.data[6u] = float(t_12);
    outputBuffer.data[7u] = 3.5;
    return;
}
