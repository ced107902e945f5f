static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = (int)t_1;
    bool t_3 = t_2 > 2;
    bool t_4 = t_2 - t_2 / 2 * 2 == 0;
    bool t_5;
    if (t_3) {
        t_5 = t_4;
    } else {
        t_5 = false;
    }
    int r;
    if (t_5) {
        r = 1;
    } else {
        r = 0;
    }
    bool t_6;
    if (t_3) {
        t_6 = true;
    } else {
        t_6 = t_4;
    }
    int r_1;
    if (t_6) {
        r_1 = r | 2;
    } else {
        r_1 = r;
    }
    int r_2;
    if (t_3 != t_4) {
        r_2 = r_1 | 4;
    } else {
        r_2 = r_1;
    }
    int r_3;
    if (!t_3) {
        r_3 = r_2 | 8;
    } else {
        r_3 = r_2;
    }
    bool t_7;
    if (t_3) {
        t_7 = !t_4;
    } else {
        t_7 = false;
    }
    int t_8;
    if (t_7) {
        t_8 = 100;
    } else {
        t_8 = 0;
    }
    outputBuffer[t_1] = r_3 + t_8;
    if (t_1 == 0u) {
        bool3 t_9 = int3(1, 5, 3) + (int3)t_2 > int3(2, 2, 2);
        int t_10;
        if (t_9.x) {
            t_10 = 1;
        } else {
            t_10 = 0;
        }
        int t_11;
        if (t_9.y) {
            t_11 = 10;
        } else {
            t_11 = 0;
        }
        int t_12;
        if (t_9.z) {
            t_12 = 100;
        } else {
            t_12 = 0;
        }
        int t_13;
        if (all(t_9)) {
            t_13 = 1000;
        } else {
            t_13 = 0;
        }
        int t_14;
        if (any(t_9)) {
            t_14 = 10000;
        } else {
            t_14 = 0;
        }
        outputBuffer[6u] = t_10 + t_11 + t_12 + t_13 + t_14;
    }
    return;
}
[numthreads(6, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
