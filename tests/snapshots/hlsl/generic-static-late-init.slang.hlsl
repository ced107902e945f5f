[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
static int base = 0;
static int Counter_3_start = 0;
static int Counter_3_viaLambda = 0;
static int Counter_5_start = 0;
static int Counter_5_viaLambda = 0;
static int Counter_7_start = 0;
static int Counter_7_viaLambda = 0;
void computeMain_1();
void static_init();
void computeMain_1() {
    base = 10;
    static_init();
    int t = Counter_3_start;
    outputBuffer[0u] = t;
    int t_1 = Counter_5_start;
    Counter_5_start = t_1 + 1;
    int t_2 = Counter_5_start;
    outputBuffer[1u] = t_2;
    int t_3 = Counter_7_viaLambda;
    outputBuffer[2u] = t_3;
    int t_4 = base;
    outputBuffer[3u] = t_4;
    return;
}
void static_init() {
    int t_5 = base;
    Counter_3_start = 6 + t_5;
    Counter_3_viaLambda = 300;
    int t_6 = base;
    Counter_5_start = 10 + t_6;
    Counter_5_viaLambda = 500;
    int t_7 = base;
    Counter_7_start = 14 + t_7;
    Counter_7_viaLambda = 700;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
