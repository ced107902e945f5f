struct Tri
{
    int b;
    int h;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
void computeMain_1();
int twiceDescribe_Tri(Tri shape, int p);
int count_Counter(int start, int p_1);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    output[0u] = 94;
    output[1u] = 103;
    Tri t_1 = {4, 5};
    int t_2 = twiceDescribe_Tri(t_1, 7);
    output[2u] = t_2;
    output[3u] = 18009;
    output[4u] = 21010;
    int t_3 = count_Counter(2, 4);
    output[5u] = t_3;
    output[6u] = 23;
    output[7u] = 19 + (188 + (int)t.x);
    return;
}
int twiceDescribe_Tri(Tri shape, int p) {
    int t_4 = shape.b * shape.h / 2 * 10 + 3;
    return t_4 + t_4 + p;
}
int count_Counter(int start, int p_1) {
    int c;
    int i;
    int c_1 = start * 10;
    int i_1 = 0;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            int t_5 = c_1;
            int t_6 = i_1;
            c = t_5;
            i = t_6;
            break;
        }
        int t_7 = i_1 + 1;
        int t_8 = c_1 + t_7;
        int t_9 = t_7;
        c_1 = t_8;
        i_1 = t_9;
        continue;
    }
    return c;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
