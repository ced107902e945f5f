#version 450
struct Pair_int_
{
    int first;
    int second;
};
struct Pair_float_
{
    float first;
    float second;
};
struct Pair_Pair_int_
{
    Pair_int_ first;
    Pair_int_ second;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    Pair_int_ p = Pair_int_(0, 0);
    p = Pair_int_(3, 4);
    int t = p.first;
    int t_1 = p.second;
    outputBuffer.data[0u] = t + t_1;
    Pair_float_ p_1 = Pair_float_(0.0, 0.0);
    p_1 = Pair_float_(1.5, 2.5);
    float t_2 = p_1.first;
    float t_3 = p_1.second;
    outputBuffer.data[1u] = int((t_2 + t_3) * 10.0);
    int[3] values = int[3](0, 0, 0);
    values = int[3](5, 6, 7);
    int s;
    int i;
    int s_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_4 = s_1;
            int t_5 = i_1;
            s = t_4;
            i = t_5;
            break;
        }
        int t_6 = values[i_1];
        int t_7 = s_1 + t_6;
        int t_8 = i_1 + 1;
        s_1 = t_7;
        i_1 = t_8;
        continue;
    }
    outputBuffer.data[2u] = s;
    Pair_Pair_int_ nested = Pair_Pair_int_(Pair_int_(0, 0), Pair_int_(0, 0));
    nested = Pair_Pair_int_(Pair_int_(3, 4), Pair_int_(10, 20));
    int t_9 = nested.second.second;
    int t_10 = nested.first.first;
    outputBuffer.data[3u] = t_9 - t_10;
    return;
}
