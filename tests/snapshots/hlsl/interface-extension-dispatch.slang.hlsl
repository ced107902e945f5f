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
            IShape t_3 = {0u, {3.0f}, {0.0f, 0.0f}};
            t_2 = t_3;
            break;
        }
        IShape t_4 = {1u, {0.0f}, {2.0f, 5.0f}};
        t_2 = t_4;
        break;
    }
    IShape t_5;
    for (;;) {
        if (t_1 + 1 == 0) {
            IShape t_6 = {0u, {3.0f}, {0.0f, 0.0f}};
            t_5 = t_6;
            break;
        }
        IShape t_7 = {1u, {0.0f}, {2.0f, 5.0f}};
        t_5 = t_7;
        break;
    }
    float t_8;
    switch (t_2.typeId) {
    case 0u:
    {
        Square t_9 = t_2.p0;
        float t_10 = t_9.side;
        t_8 = t_10 * t_10;
        break;
    }
    case 1u:
    {
        Rect t_11 = t_2.p1;
        t_8 = t_11.w * t_11.h;
        break;
    }
    default: {
        t_8 = 0.0f;
        break;
    }
    }
    output[0u] = t_8 * 2.0f;
    float t_12;
    switch (t_5.typeId) {
    case 0u:
    {
        Square t_13 = t_5.p0;
        float t_14 = t_13.side;
        t_12 = t_14 * t_14;
        break;
    }
    case 1u:
    {
        Rect t_15 = t_5.p1;
        t_12 = t_15.w * t_15.h;
        break;
    }
    default: {
        t_12 = 0.0f;
        break;
    }
    }
    output[1u] = t_12 * 2.0f;
    float t_16 = IShape_scaledArea(t_2, 0.5f);
    output[2u] = t_16;
    float t_17 = IShape_scaledArea(t_5, 0.5f);
    output[3u] = t_17;
    return;
}
float IShape_scaledArea(IShape p, float k) {
    uint t_18 = p.typeId;
    float t_19;
    switch (t_18) {
    case 0u:
    {
        t_19 = k;
        break;
    }
    case 1u:
    {
        t_19 = k + 1.0f;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    float t_20;
    switch (t_18) {
    case 0u:
    {
        Square t_21 = p.p0;
        float t_22 = t_21.side;
        t_20 = t_22 * t_22;
        break;
    }
    case 1u:
    {
        Rect t_23 = p.p1;
        t_20 = t_23.w * t_23.h;
        break;
    }
    default: {
        t_20 = 0.0f;
        break;
    }
    }
    return t_19 * t_20;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
