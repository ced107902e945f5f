#version 450
struct Counter
{
    int start;
    int count;
};
struct Plain
{
    int a;
    int b;
};
struct Shadowing
{
    int v_base0;
    int w;
    int v;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
int Counter_calls = 10;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    Counter t = Counter(0, 0);
    t = Counter(5, 0);
    int t_1 = t.start;
    t.count = t_1 + 3;
    Counter t_2 = t;
    Counter c = Counter(0, 0);
    c = t_2;
    int t_3 = c.count;
    int t_4 = c.start;
    outputBuffer.data[0u] = t_3 * 100 + t_4;
    Counter t_5 = c;
    Counter this_1 = Counter(0, 0);
    this_1 = t_5;
    int t_6 = Counter_calls;
    Counter_calls = t_6 + 1;
    int t_7 = this_1.count;
    outputBuffer.data[1u] = t_7 + 3 + 6;
    int t_8 = Counter_calls;
    outputBuffer.data[2u] = 3 + t_8;
    Plain p = Plain(0, 0);
    p = Plain(7, 0);
    int t_9 = p.a;
    int t_10 = p.b;
    outputBuffer.data[3u] = t_9 * 10 + t_10;
    Shadowing s = Shadowing(0, 0, 0);
    s = Shadowing(1, 2, 40);
    int t_11 = s.v;
    int t_12 = s.w;
    outputBuffer.data[4u] = t_11 * 100 + t_12;
    outputBuffer.data[5u] = 21;
    outputBuffer.data[6u] = 3;
    outputBuffer.data[7u] = 40;
    return;
}
