#version 450
struct Feather
{
    int g;
};
struct Stone
{
    int kg;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} output_1;
void main();
int total_Feather(Feather a, Feather b);
int total_Stone(Stone a_1, Stone b_1);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = total_Stone(Stone(3), Stone(5));
    output_1.data[0u] = t_1;
    int t_2 = total_Feather(Feather(7000), Feather(2000));
    output_1.data[1u] = t_2;
    int t_3 = total_Stone(Stone(5), Stone(3));
    output_1.data[2u] = t_3 + 10000;
    int t_4 = total_Feather(Feather(7000), Feather(2000));
    output_1.data[3u] = t_4 + 10000;
    output_1.data[4u] = 5;
    output_1.data[5u] = 7 + int(t.x);
    return;
}
int total_Feather(Feather a, Feather b) {
    int t_5 = a.g;
    int t_6 = b.g;
    Feather t_7;
    if (t_5 >= t_6) {
        t_7 = a;
    } else {
        t_7 = b;
    }
    return t_7.g / 1000 * 100 + t_5 / 1000 + t_6 / 1000;
}
int total_Stone(Stone a_1, Stone b_1) {
    int t_8 = a_1.kg;
    int t_9 = b_1.kg;
    Stone t_10;
    if (t_8 >= t_9) {
        t_10 = a_1;
    } else {
        t_10 = b_1;
    }
    return t_10.kg * 100 + t_8 + t_9;
}
