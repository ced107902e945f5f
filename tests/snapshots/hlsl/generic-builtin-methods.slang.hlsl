struct Impl_Assoc
{
    int v;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> output : register(u0, space0);
void computeMain_1();
float poly(float x, float p);
int poly_1(int x_1, int y);
void computeMain_1() {
    output[0u] = 33.0f;
    output[1u] = 99.0f;
    float t = poly(6.0f, 4.0f);
    output[2u] = t;
    int t_1 = poly_1(3, 5);
    output[3u] = (float)t_1;
    output[4u] = 3.5f;
    output[5u] = 1.0f;
    output[6u] = 6.0f;
    Impl_Assoc a = (Impl_Assoc)0;
    a.v = 100;
    Impl_Assoc t_2 = a;
    Impl_Assoc this_1 = (Impl_Assoc)0;
    this_1 = t_2;
    int t_3 = this_1.v;
    output[7u] = (float)(42 + t_3);
    return;
}
float poly(float x, float p) {
    float t_4 = (x * p + x - p) / p;
    float t_5;
    if (x < p) {
        t_5 = -t_4;
    } else {
        t_5 = t_4;
    }
    return t_5;
}
int poly_1(int x_1, int y) {
    int t_6 = (x_1 * y + x_1 - y) / y;
    int t_7;
    if (x_1 < y) {
        t_7 = -t_6;
    } else {
        t_7 = t_6;
    }
    return t_7;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
