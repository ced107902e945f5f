#version 450
struct W
{
    float v;
};
struct Twice_W_
{
    W inner;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
float dropFirst(W p, W p_1, Twice_W_ p_2);
void main() {
    outputBuffer.data[0u] = 25.0;
    float t = dropFirst(W(1.0), W(2.0), Twice_W_(W(4.0)));
    outputBuffer.data[1u] = t;
    outputBuffer.data[2u] = 203.0;
    float[3] xs = float[3](0.0, 0.0, 0.0);
    xs = float[3](1.5, 2.0, 0.5);
    float s;
    int i;
    float s_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_1 = s_1;
            int t_2 = i_1;
            s = t_1;
            i = t_2;
            break;
        }
        float t_3 = xs[i_1];
        float t_4 = s_1 + t_3;
        int t_5 = i_1 + 1;
        s_1 = t_4;
        i_1 = t_5;
        continue;
    }
    outputBuffer.data[3u] = s;
    outputBuffer.data[4u] = 0.0;
    return;
}
float dropFirst(W p, W p_1, Twice_W_ p_2) {
    return 0.0 + p_1.v + 2.0 * p_2.inner.v + 200.0;
}
