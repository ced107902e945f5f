#version 450
struct once_fwd_Result
{
    float p;
    float d;
};
struct twice_fwd_Result
{
    float p;
    float d;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
once_fwd_Result once_fwd();
twice_fwd_Result twice_fwd();
void main();
once_fwd_Result once_fwd() {
    return once_fwd_Result(0.9, 1.0);
}
twice_fwd_Result twice_fwd() {
    float t;
    float t_1;
    uint i;
    float t_2 = 1.0;
    float t_3 = 0.0;
    uint i_1 = 0u;
    for (;;) {
        if (i_1 < 2u) {
        } else {
            float t_4 = t_2;
            float t_5 = t_3;
            uint t_6 = i_1;
            t = t_4;
            t_1 = t_5;
            i = t_6;
            break;
        }
        float t_7 = t_2 * 0.9;
        float t_8 = 0.9 * t_3 + t_2 * (1.0 + float(i_1));
        uint t_9 = i_1 + 1u;
        t_2 = t_7;
        t_3 = t_8;
        i_1 = t_9;
        continue;
    }
    return twice_fwd_Result(t, t_1);
}
void main() {
    once_fwd_Result t_10 = once_fwd();
    outputBuffer.data[0u] = t_10.p;
    outputBuffer.data[1u] = t_10.d;
    twice_fwd_Result t_11 = twice_fwd();
    outputBuffer.data[2u] = t_11.p;
    outputBuffer.data[3u] = t_11.d;
    return;
}
