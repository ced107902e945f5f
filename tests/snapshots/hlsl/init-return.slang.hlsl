struct Pt
{
    int x;
};
struct Cell_2_
{
    int pad;
};
struct Wrap_2_Cell_2_
{
    int extra;
    Cell_2_ inner;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void Pt_init_1(inout Pt p, int p_1, int p_2);
void computeMain_1();
void Pt_init_1(inout Pt p, int p_1, int p_2) {
    Pt t = (Pt)0;
    int t_1 = p_1 + p_2;
    for (;;) {
        if (t_1 > 10) {
            t.x = t_1 * 2;
            Pt t_2 = t;
            t = t_2;
            break;
        }
        t.x = t_1 + 1;
        if (t_1 < 0) {
            break;
        }
        int t_3 = t.x;
        t.x = t_3 * 10;
        break;
    }
    Pt t_4 = t;
    p = t_4;
    return;
}
void computeMain_1() {
    Pt t_5 = (Pt)0;
    for (;;) {
        if (true) {
            t_5.x = 24;
            Pt t_6 = t_5;
            t_5 = t_6;
            break;
        }
        t_5.x = 13;
        int t_7 = t_5.x;
        t_5.x = t_7 * 10;
        break;
    }
    Pt t_8 = t_5;
    outputBuffer[0u] = t_8.x;
    Pt t_9 = (Pt)0;
    for (;;) {
        t_9.x = 4;
        int t_10 = t_9.x;
        t_9.x = t_10 * 10;
        break;
    }
    Pt t_11 = t_9;
    outputBuffer[1u] = t_11.x;
    Pt t_12 = (Pt)0;
    for (;;) {
        t_12.x = -3;
        if (true) {
            break;
        }
        int t_13 = t_12.x;
        t_12.x = t_13 * 10;
        break;
    }
    Pt t_14 = t_12;
    outputBuffer[2u] = t_14.x;
    Pt t_15 = (Pt)0;
    Pt_init_1(t_15, 1, 2);
    Pt t_16 = t_15;
    outputBuffer[3u] = t_16.x;
    Wrap_2_Cell_2_ w = (Wrap_2_Cell_2_)0;
    w.extra = 7;
    w.inner.pad = 1;
    Wrap_2_Cell_2_ t_17 = w;
    Wrap_2_Cell_2_ w_1 = (Wrap_2_Cell_2_)0;
    w_1 = t_17;
    Cell_2_ t_18 = w_1.inner;
    Cell_2_ this_1 = (Cell_2_)0;
    this_1 = t_18;
    int t_19 = this_1.pad;
    int t_20 = w_1.extra;
    outputBuffer[4u] = 200 + (6 + t_19) + t_20;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
