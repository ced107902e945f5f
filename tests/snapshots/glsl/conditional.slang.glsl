#version 450
struct Conditional_int_true_
{
    int value;
};
struct Sample_1_
{
    int value;
    Conditional_int_true_ weight;
};
struct Sample_0_
{
    int value;
};
struct Optional_int_
{
    int value;
    bool hasValue;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    Sample_1_ a = Sample_1_(0, Conditional_int_true_(0));
    a.value = 3;
    a.weight = Conditional_int_true_(5);
    Sample_0_ b = Sample_0_(0);
    b.value = 4;
    Sample_1_ t = a;
    int t_1;
    for (;;) {
        Sample_1_ this_1 = Sample_1_(0, Conditional_int_true_(0));
        this_1 = t;
        Conditional_int_true_ t_2 = this_1.weight;
        if (true) {
            int t_3 = this_1.value;
            t_1 = t_3 * t_2.value;
            break;
        }
        int t_4 = this_1.value;
        t_1 = t_4;
        break;
    }
    outputBuffer.data[0u] = t_1;
    Sample_0_ t_5 = b;
    int t_6;
    for (;;) {
        Sample_0_ this_2 = Sample_0_(0);
        this_2 = t_5;
        int t_7 = this_2.value;
        t_6 = t_7;
        break;
    }
    outputBuffer.data[1u] = t_6;
    a.weight.value = 7;
    Sample_1_ t_8 = a;
    int t_9;
    for (;;) {
        Sample_1_ this_3 = Sample_1_(0, Conditional_int_true_(0));
        this_3 = t_8;
        Conditional_int_true_ t_10 = this_3.weight;
        if (true) {
            int t_11 = this_3.value;
            t_9 = t_11 * t_10.value;
            break;
        }
        int t_12 = this_3.value;
        t_9 = t_12;
        break;
    }
    Sample_0_ t_13 = b;
    int t_14;
    for (;;) {
        Sample_0_ this_4 = Sample_0_(0);
        this_4 = t_13;
        int t_15 = this_4.value;
        t_14 = t_15;
        break;
    }
    outputBuffer.data[2u] = t_9 * 100 + t_14;
    Optional_int_ o = Optional_int_(0, false);
    o = Optional_int_(9, true);
    bool t_16 = o.hasValue;
    int t_17;
    if (t_16) {
        int t_18 = o.value;
        t_17 = t_18;
    } else {
        t_17 = -1;
    }
    outputBuffer.data[3u] = t_17;
    Optional_int_ p = Optional_int_(0, false);
    p = Optional_int_(0, false);
    bool t_19 = p.hasValue;
    int t_20;
    if (t_19) {
        t_20 = 1;
    } else {
        t_20 = -1;
    }
    outputBuffer.data[4u] = t_20;
    outputBuffer.data[5u] = 11;
    outputBuffer.data[6u] = 84;
    outputBuffer.data[7u] = 2;
    return;
}
