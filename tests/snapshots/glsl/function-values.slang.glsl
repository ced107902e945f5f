#version 450
struct _IFunc1_int_int_
{
    uint typeId;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
int twice(_IFunc1_int_int_ f, int a);
void main() {
    int t = twice(_IFunc1_int_int_(0u), 5);
    outputBuffer.data[0u] = t;
    outputBuffer.data[1u] = 36;
    int t_1 = twice(_IFunc1_int_int_(1u), 2);
    outputBuffer.data[2u] = t_1;
    int t_2 = twice(_IFunc1_int_int_(2u), 1);
    outputBuffer.data[3u] = t_2;
    return;
}
int twice(_IFunc1_int_int_ f, int a) {
    uint t_3 = f.typeId;
    int t_4;
    switch (t_3) {
    case 0u:
    {
        t_4 = a + 1;
        break;
    }
    case 1u:
    {
        t_4 = a * 3;
        break;
    }
    case 2u:
    {
        t_4 = a + 100;
        break;
    }
    default: {
        t_4 = 0;
        break;
    }
    }
    int t_5;
    switch (t_3) {
    case 0u:
    {
        t_5 = t_4 + 1;
        break;
    }
    case 1u:
    {
        t_5 = t_4 * 3;
        break;
    }
    case 2u:
    {
        t_5 = t_4 + 100;
        break;
    }
    default: {
        t_5 = 0;
        break;
    }
    }
    return t_5;
}
