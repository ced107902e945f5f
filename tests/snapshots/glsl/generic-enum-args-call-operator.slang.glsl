#version 450
struct Add
{
    float bias;
};
struct IBinary
{
    uint typeId;
    Add p0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} selectors;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 3.0;
    outputBuffer.data[1u] = 6.0;
    outputBuffer.data[2u] = 103.0;
    outputBuffer.data[3u] = 10.0;
    outputBuffer.data[4u] = 6.0;
    int t = selectors.data[0u];
    IBinary t_1;
    for (;;) {
        if (t == 0) {
            t_1 = IBinary(0u, Add(0.5));
            break;
        }
        t_1 = IBinary(1u, Add(0.0));
        break;
    }
    int t_2 = selectors.data[1u];
    IBinary t_3;
    for (;;) {
        if (t_2 == 0) {
            t_3 = IBinary(0u, Add(0.5));
            break;
        }
        t_3 = IBinary(1u, Add(0.0));
        break;
    }
    uint t_4 = t_1.typeId;
    float t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = 5.0 + t_1.p0.bias;
        break;
    }
    case 1u:
    {
        t_5 = 6.0;
        break;
    }
    default: {
        t_5 = 0.0;
        break;
    }
    }
    outputBuffer.data[5u] = t_5;
    uint t_6 = t_3.typeId;
    float t_7;
    switch (t_6) {
    case 0u:
    {
        t_7 = 5.0 + t_3.p0.bias;
        break;
    }
    case 1u:
    {
        t_7 = 6.0;
        break;
    }
    default: {
        t_7 = 0.0;
        break;
    }
    }
    outputBuffer.data[6u] = t_7;
    float t_8;
    switch (t_4) {
    case 0u:
    {
        t_8 = 2.0 + t_1.p0.bias;
        break;
    }
    case 1u:
    {
        t_8 = 1.0;
        break;
    }
    default: {
        t_8 = 0.0;
        break;
    }
    }
    float t_9;
    switch (t_6) {
    case 0u:
    {
        t_9 = t_8 + 4.0 + t_3.p0.bias;
        break;
    }
    case 1u:
    {
        t_9 = t_8 * 4.0;
        break;
    }
    default: {
        t_9 = 0.0;
        break;
    }
    }
    outputBuffer.data[7u] = t_9;
    return;
}
