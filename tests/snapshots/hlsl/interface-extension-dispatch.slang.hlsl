struct Square
{
    float side;
};
struct Rect
{
    float w;
    float h;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> output : register(u0, space0);
void computeMain_1();
float IShape_scaledArea(IShape p, float k);
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    IShape t_2;
    for (;;) {
        if (t_1 == 0) {
            Square s = (Square)0;
            s.side = 3.0f;
            Square t_3 = s;
            Rect t_4 = {0.0f, 0.0f};
            IShape t_5 = {0u, t_3, t_4};
            t_2 = t_5;
            break;
        }
        Rect r = (Rect)0;
        r.w = 2.0f;
        r.h = 5.0f;
        Rect t_6 = r;
        Square t_7 = {0.0f};
        IShape t_8 = {1u, t_7, t_6};
        t_2 = t_8;
        break;
    }
    IShape t_9;
    for (;;) {
        if (t_1 + 1 == 0) {
            Square s_1 = (Square)0;
            s_1.side = 3.0f;
            Square t_10 = s_1;
            Rect t_11 = {0.0f, 0.0f};
            IShape t_12 = {0u, t_10, t_11};
            t_9 = t_12;
            break;
        }
        Rect r_1 = (Rect)0;
        r_1.w = 2.0f;
        r_1.h = 5.0f;
        Rect t_13 = r_1;
        Square t_14 = {0.0f};
        IShape t_15 = {1u, t_14, t_13};
        t_9 = t_15;
        break;
    }
    float t_16;
    switch (t_2.typeId) {
    case 0u:
    {
        Square t_17 = t_2.p0;
        Square this_1 = (Square)0;
        this_1 = t_17;
        float t_18 = this_1.side;
        float t_19 = this_1.side;
        t_16 = t_18 * t_19;
        break;
    }
    case 1u:
    {
        Rect t_20 = t_2.p1;
        Rect this_2 = (Rect)0;
        this_2 = t_20;
        float t_21 = this_2.w;
        float t_22 = this_2.h;
        t_16 = t_21 * t_22;
        break;
    }
    default: {
        t_16 = 0.0f;
        break;
    }
    }
    output[0u] = t_16 * 2.0f;
    float t_23;
    switch (t_9.typeId) {
    case 0u:
    {
        Square t_24 = t_9.p0;
        Square this_3 = (Square)0;
        this_3 = t_24;
        float t_25 = this_3.side;
        float t_26 = this_3.side;
        t_23 = t_25 * t_26;
        break;
    }
    case 1u:
    {
        Rect t_27 = t_9.p1;
        Rect this_4 = (Rect)0;
        this_4 = t_27;
        float t_28 = this_4.w;
        float t_29 = this_4.h;
        t_23 = t_28 * t_29;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    output[1u] = t_23 * 2.0f;
    float t_30 = IShape_scaledArea(t_2, 0.5f);
    output[2u] = t_30;
    float t_31 = IShape_scaledArea(t_9, 0.5f);
    output[3u] = t_31;
    return;
}
float IShape_scaledArea(IShape p, float k) {
    uint t_32 = p.typeId;
    float t_33;
    switch (t_32) {
    case 0u:
    {
        t_33 = k;
        break;
    }
    case 1u:
    {
        t_33 = k + 1.0f;
        break;
    }
    default: {
        t_33 = 0.0f;
        break;
    }
    }
    float t_34;
    switch (t_32) {
    case 0u:
    {
        Square t_35 = p.p0;
        Square this_5 = (Square)0;
        this_5 = t_35;
        float t_36 = this_5.side;
        float t_37 = this_5.side;
        t_34 = t_36 * t_37;
        break;
    }
    case 1u:
    {
        Rect t_38 = p.p1;
        Rect this_6 = (Rect)0;
        this_6 = t_38;
        float t_39 = this_6.w;
        float t_40 = this_6.h;
        t_34 = t_39 * t_40;
        break;
    }
    default: {
        t_34 = 0.0f;
        break;
    }
    }
    return t_33 * t_34;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
