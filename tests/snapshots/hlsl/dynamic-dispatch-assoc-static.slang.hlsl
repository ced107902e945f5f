struct IThing
{
    uint typeId;
};
struct Pt
{
    int x;
    int y;
};
struct IThing_Data
{
    uint typeId;
    int p0;
    Pt p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> output : register(u0, space0);
int run(int id, int q);
int viaArray(int q_1);
void computeMain_1();
int run(int id, int q) {
    IThing t;
    for (;;) {
        if (id == 0) {
            IThing t_1 = {0u};
            t = t_1;
            break;
        }
        IThing t_2 = {1u};
        t = t_2;
        break;
    }
    uint t_3 = t.typeId;
    IThing_Data t_4;
    switch (t_3) {
    case 0u:
    {
        Pt t_5 = {0, 0};
        IThing_Data t_6 = {0u, q + 1, t_5};
        t_4 = t_6;
        break;
    }
    case 1u:
    {
        Pt t_7 = {q, q * 10};
        IThing_Data t_8 = {1u, 0, t_7};
        t_4 = t_8;
        break;
    }
    default: {
        IThing_Data t_9 = {0u, 0, {0, 0}};
        t_4 = t_9;
        break;
    }
    }
    int t_10;
    switch (t_3) {
    case 0u:
    {
        t_10 = t_4.p0 * 2;
        break;
    }
    case 1u:
    {
        Pt t_11 = t_4.p1;
        t_10 = t_11.x + t_11.y;
        break;
    }
    default: {
        t_10 = 0;
        break;
    }
    }
    return t_10;
}
int viaArray(int q_1) {
    IThing t_12[2] = {{1u}, {0u}};
    IThing things[2] = {(IThing)0, (IThing)0};
    things = t_12;
    int sum;
    int i;
    int sum_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            int t_13 = sum_1;
            int t_14 = i_1;
            sum = t_13;
            i = t_14;
            break;
        }
        IThing t_15 = things[i_1];
        int t_16 = q_1 + i_1;
        uint t_17 = t_15.typeId;
        IThing_Data t_18;
        switch (t_17) {
        case 0u:
        {
            Pt t_19 = {0, 0};
            IThing_Data t_20 = {0u, t_16 + 1, t_19};
            t_18 = t_20;
            break;
        }
        case 1u:
        {
            Pt t_21 = {t_16, t_16 * 10};
            IThing_Data t_22 = {1u, 0, t_21};
            t_18 = t_22;
            break;
        }
        default: {
            IThing_Data t_23 = {0u, 0, {0, 0}};
            t_18 = t_23;
            break;
        }
        }
        int t_24;
        switch (t_17) {
        case 0u:
        {
            t_24 = t_18.p0 * 2;
            break;
        }
        case 1u:
        {
            Pt t_25 = t_18.p1;
            t_24 = t_25.x + t_25.y;
            break;
        }
        default: {
            t_24 = 0;
            break;
        }
        }
        int t_26 = sum_1 * 1000 + t_24;
        int t_27 = i_1 + 1;
        sum_1 = t_26;
        i_1 = t_27;
        continue;
    }
    return sum;
}
void computeMain_1() {
    uint3 t_28 = GlobalInvocationId;
    int t_29 = run(0, 5);
    output[0u] = t_29;
    int t_30 = run(1, 3);
    output[1u] = t_30;
    int t_31 = run((int)t_28.x, 7);
    output[2u] = t_31;
    int t_32 = viaArray(2);
    output[3u] = t_32;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
