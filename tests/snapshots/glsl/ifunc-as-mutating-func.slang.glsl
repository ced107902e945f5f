#version 450
struct AddK
{
    int k;
};
struct Counter
{
    int calls;
};
struct _IMutatingFunc1_int_int_
{
    uint typeId;
    AddK p0;
    Counter p1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int applyTwice(_IMutatingFunc1_int_int_ p, int x);
void main();
int applyTwice(_IMutatingFunc1_int_int_ p, int x) {
    uint t = p.typeId;
    AddK t_1 = p.p0;
    int t_2 = p.p1.calls;
    int t_3;
    int f;
    switch (t) {
    case 0u:
    {
        int t_4 = x + t_1.k;
        int t_5 = t_2;
        t_3 = t_4;
        f = t_5;
        break;
    }
    case 1u:
    {
        int t_6 = t_2 + 1;
        int t_7 = x * 2 + t_6;
        int t_8 = t_6;
        t_3 = t_7;
        f = t_8;
        break;
    }
    default: {
        int t_9 = 0;
        int t_10 = t_2;
        t_3 = t_9;
        f = t_10;
        break;
    }
    }
    int t_11;
    int f_1;
    switch (t) {
    case 0u:
    {
        int t_12 = t_3 + t_1.k;
        int t_13 = f;
        t_11 = t_12;
        f_1 = t_13;
        break;
    }
    case 1u:
    {
        int t_14 = f + 1;
        int t_15 = t_3 * 2 + t_14;
        int t_16 = t_14;
        t_11 = t_15;
        f_1 = t_16;
        break;
    }
    default: {
        int t_17 = 0;
        int t_18 = f;
        t_11 = t_17;
        f_1 = t_18;
        break;
    }
    }
    return t_11;
}
void main() {
    int t_19 = applyTwice(_IMutatingFunc1_int_int_(0u, AddK(5), Counter(0)), 1);
    outputBuffer.data[0u] = t_19;
    outputBuffer.data[1u] = 7;
    outputBuffer.data[2u] = 0;
    return;
}
