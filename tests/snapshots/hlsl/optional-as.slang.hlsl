struct Square
{
    int side;
};
struct Rect
{
    int w;
    int h;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
int describe(IShape s);
void computeMain_1();
int describe(IShape s) {
    uint t = s.typeId;
    Square t_1 = s.p0;
    if (t == 0u) {
        return 1000 + t_1.side;
    }
    Rect t_2 = s.p1;
    if (t == 1u) {
        return 2000 + t_2.h * 10 + t_2.w;
    }
    return -1;
}
void computeMain_1() {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        IShape t_3;
        for (;;) {
            if (i_1 - i_1 / 2 * 2 == 0) {
                Square t_4 = {i_1 + 1};
                Rect t_5 = {0, 0};
                IShape t_6 = {0u, t_4, t_5};
                t_3 = t_6;
                break;
            }
            Rect t_7 = {i_1, 10};
            Square t_8 = {0};
            IShape t_9 = {1u, t_8, t_7};
            t_3 = t_9;
            break;
        }
        int t_10 = describe(t_3);
        outputBuffer[(uint)i_1] = t_10;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[4u] = 0;
    outputBuffer[5u] = 123;
    outputBuffer[6u] = 50;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
