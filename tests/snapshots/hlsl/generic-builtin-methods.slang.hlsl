static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> output : register(u0, space0);
void computeMain_1();
float poly(float x, float y);
int poly_1(int x_1, int y_1);
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
    output[7u] = 142.0f;
    return;
}
float poly(float x, float y) {
    float t_2 = (x * y + x - y) / y;
    return x < y ? -t_2 : t_2;
}
int poly_1(int x_1, int y_1) {
    int t_3 = (x_1 * y_1 + x_1 - y_1) / y_1;
    return x_1 < y_1 ? -t_3 : t_3;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
