#include <metal_stdlib>
using namespace metal;
struct Feather
{
    int g;
};
struct Stone
{
    int kg;
};
int total_Feather(Feather a, Feather b);
int total_Stone(Stone a_1, Stone b_1);
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t = GlobalInvocationId;
    int t_1 = total_Stone(Stone{3}, Stone{5});
    output[0u] = t_1;
    int t_2 = total_Feather(Feather{7000}, Feather{2000});
    output[1u] = t_2;
    int t_3 = total_Stone(Stone{5}, Stone{3});
    output[2u] = t_3 + 10000;
    int t_4 = total_Feather(Feather{7000}, Feather{2000});
    output[3u] = t_4 + 10000;
    output[4u] = 5;
    output[5u] = 7 + int(t.x);
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
    return select(t_7.g / 1000, -1, 1000 == 0) * 100 + select(t_5 / 1000, -1, 1000 == 0) + select(t_6 / 1000, -1, 1000 == 0);
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
