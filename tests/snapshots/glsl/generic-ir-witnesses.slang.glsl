#version 450
struct Tri
{
    int b;
    int h;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
void main();
int twiceDescribe_Tri(Tri shape, int p);
int count_Counter(int start, int p_1);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    output_1.data[0u] = 94;
    output_1.data[1u] = 103;
    int t_1 = twiceDescribe_Tri(Tri(4, 5), 7);
    output_1.data[2u] = t_1;
    output_1.data[3u] = 18009;
    output_1.data[4u] = 21010;
    int t_2 = count_Counter(2, 4);
    output_1.data[5u] = t_2;
    output_1.data[6u] = 23;
    output_1.data[7u] = 19 + (188 + int(t.x));
    return;
}
int twiceDescribe_Tri(Tri shape, int p) {
    int t_3 = shape.b * shape.h / 2 * 10 + 3;
    return t_3 + t_3 + p;
}
int count_Counter(int start, int p_1) {
    int c;
    int i;
    int c_1 = start * 10;
    int i_1 = 0;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            int t_4 = c_1;
            int t_5 = i_1;
            c = t_4;
            i = t_5;
            break;
        }
        int t_6 = i_1 + 1;
        int t_7 = c_1 + t_6;
        int t_8 = t_6;
        c_1 = t_7;
        i_1 = t_8;
        continue;
    }
    return c;
}
