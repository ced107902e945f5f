static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int3 t_1 = (int3)(int)t.x;
    int3 t_2[3] = {t_1, t_1, t_1};
    int3 m[3] = {(int3)0, (int3)0, (int3)0};
    m = t_2;
    m[0][1] = 1;
    m[1][0] = 4;
    m[2][2] = 9;
    m[0][0] = 2;
    m[0][2] = 6;
    m[2][0] = 5;
    int t_3 = m[0][0];
    int t_4 = m[1][1];
    int2 t_5 = int2(t_3, t_4) + int2(10, 20);
    m[0][0] = t_5.x;
    m[1][1] = t_5.y;
    m[1][0] = 3;
    m[1][1] = 8;
    m[1][2] = 7;
    int r;
    int r_1 = 0;
    for (;;) {
        if (r_1 < 3) {
        } else {
            r = r_1;
            break;
        }
        int c;
        int c_1 = 0;
        for (;;) {
            if (c_1 < 3) {
            } else {
                c = c_1;
                break;
            }
            int t_6 = m[r_1][c_1];
            outputBuffer[(uint)(r_1 * 3 + c_1)] = t_6;
            c_1 = c_1 + 1;
            continue;
        }
        r_1 = r_1 + 1;
        continue;
    }
    int t_7 = m[1][2];
    outputBuffer[9u] = t_7;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
