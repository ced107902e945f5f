#version 450
struct Vec4
{
    float[4] data;
};
struct _Lambda23
{
    float c;
};
struct _IFunc1_float_float_
{
    uint typeId;
    _Lambda23 p0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void Vec4_map(inout Vec4 p, _IFunc1_float_float_ p_1);
void main();
void Vec4_map(inout Vec4 p, _IFunc1_float_float_ p_1) {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t = p.data[i_1];
        float t_1;
        for (;;) {
            float t_2 = p_1.p0.c;
            if (t > 2.5) {
                t_1 = t * t_2;
                break;
            } else {
                t_1 = t + t_2;
                break;
            }
            t_1 = 0.0;
            break;
        }
        p.data[i_1] = t_1;
        i_1 = i_1 + 1;
        continue;
    }
    return;
}
void main() {
    outputBuffer.data[0u] = 6.0;
    outputBuffer.data[1u] = 9.0;
    outputBuffer.data[2u] = 12.5;
    Vec4 t_3 = Vec4(float[4](0.0, 0.0, 0.0, 0.0));
    t_3 = Vec4(float[4](1.0, 2.0, 3.0, 4.0));
    Vec4_map(t_3, _IFunc1_float_float_(0u, _Lambda23(10.0)));
    float t_4 = t_3.data[0];
    Vec4 t_5 = t_3;
    outputBuffer.data[3u] = t_4;
    outputBuffer.data[4u] = t_5.data[3];
    outputBuffer.data[5u] = 7.0;
    outputBuffer.data[6u] = 5.0;
    outputBuffer.data[7u] = 3.0;
    return;
}
