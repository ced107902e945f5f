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
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    IShape shapes[3] = {(IShape)0, (IShape)0, (IShape)0};
    IShape t = {0u, {3.0f}, {0.0f, 0.0f}};
    shapes[0] = t;
    IShape t_1 = {1u, {0.0f}, {2.0f, 5.0f}};
    shapes[1] = t_1;
    shapes[2] = t_1;
    int kinds;
    int i;
    int kinds_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            int t_2 = kinds_1;
            int t_3 = i_1;
            kinds = t_2;
            i = t_3;
            break;
        }
        IShape t_4 = shapes[i_1];
        int kinds_2;
        if (t_4.typeId == 0u) {
            kinds_2 = kinds_1 + 1;
        } else {
            IShape t_5 = shapes[i_1];
            kinds_2 = t_5.typeId == 1u ? kinds_1 + 10 : kinds_1;
        }
        int t_6 = kinds_2;
        int t_7 = i_1 + 1;
        kinds_1 = t_6;
        i_1 = t_7;
        continue;
    }
    outputBuffer[0u] = kinds;
    int widths;
    int i_2;
    int widths_1 = 0;
    int i_3 = 0;
    for (;;) {
        if (i_3 < 3) {
        } else {
            int t_8 = widths_1;
            int t_9 = i_3;
            widths = t_8;
            i_2 = t_9;
            break;
        }
        IShape t_10 = shapes[i_3];
        int widths_2 = t_10.typeId == 1u ? widths_1 + 1000 : widths_1;
        IShape t_11 = shapes[i_3];
        Rect t_12 = t_11.p1;
        int widths_3;
        if (t_11.typeId == 1u) {
            float t_13 = t_12.w;
            widths_3 = widths_2 + ((int)t_13 * 100 + (int)(t_13 * t_12.h));
        } else {
            widths_3 = widths_2;
        }
        int t_14 = widths_3;
        int t_15 = i_3 + 1;
        widths_1 = t_14;
        i_3 = t_15;
        continue;
    }
    outputBuffer[1u] = widths;
    outputBuffer[2u] = 9;
    outputBuffer[3u] = 0;
    outputBuffer[3u] = 7;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
