#version 450
struct Plain
{
    int pad;
    int value;
};
struct Doubled
{
    int half_1;
};
struct ICounter
{
    uint typeId;
    Plain p0;
    Doubled p1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = int(t.x);
    ICounter t_2;
    for (;;) {
        if (t_1 == 0) {
            t_2 = ICounter(0u, Plain(100, 5), Doubled(0));
            break;
        }
        t_2 = ICounter(1u, Plain(0, 0), Doubled(5));
        break;
    }
    ICounter t_3;
    for (;;) {
        if (t_1 + 1 == 0) {
            t_3 = ICounter(0u, Plain(100, 5), Doubled(0));
            break;
        }
        t_3 = ICounter(1u, Plain(0, 0), Doubled(5));
        break;
    }
    uint t_4 = t_2.typeId;
    int t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = t_2.p0.value;
        break;
    }
    case 1u:
    {
        t_5 = t_2.p1.half_1 * 2;
        break;
    }
    default: {
        t_5 = 0;
        break;
    }
    }
    outputBuffer.data[0u] = t_5;
    uint t_6 = t_3.typeId;
    int t_7;
    switch (t_6) {
    case 0u:
    {
        t_7 = t_3.p0.value;
        break;
    }
    case 1u:
    {
        t_7 = t_3.p1.half_1 * 2;
        break;
    }
    default: {
        t_7 = 0;
        break;
    }
    }
    outputBuffer.data[1u] = t_7;
    int t_8;
    switch (t_6) {
    case 0u:
    {
        t_8 = t_3.p0.value;
        break;
    }
    case 1u:
    {
        t_8 = t_3.p1.half_1 * 2;
        break;
    }
    default: {
        t_8 = 0;
        break;
    }
    }
    int t_9;
    switch (t_4) {
    case 0u:
    {
        t_9 = t_2.p0.value;
        break;
    }
    case 1u:
    {
        t_9 = t_2.p1.half_1 * 2;
        break;
    }
    default: {
        t_9 = 0;
        break;
    }
    }
    outputBuffer.data[2u] = t_8 + t_9 * 100;
    outputBuffer.data[3u] = -6;
    return;
}
