struct AddStep
{
    float k;
};
struct MulStep
{
    float k;
};
struct IStep
{
    uint typeId;
    AddStep p0;
    MulStep p1;
};
struct Tuple_IStep_float_
{
    IStep _0;
    float _1;
};
struct Optional_Tuple_IStep_float_
{
    Tuple_IStep_float_ value;
    bool hasValue;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    outputBuffer[0u] = 4.5f;
    Optional_Tuple_IStep_float_ t[3] = {{{{0u, {2.0f}, {0.0f}}, 0.5f}, true}, {{{0u, {0.0f}, {0.0f}}, 0.0f}, false}, {{{1u, {0.0f}, {3.0f}}, 2.0f}, true}};
    Optional_Tuple_IStep_float_ steps[3] = {(Optional_Tuple_IStep_float_)0, (Optional_Tuple_IStep_float_)0, (Optional_Tuple_IStep_float_)0};
    steps = t;
    float x;
    int present;
    int i;
    float x_1 = 1.0f;
    int present_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_1 = x_1;
            int t_2 = present_1;
            int t_3 = i_1;
            x = t_1;
            present = t_2;
            i = t_3;
            break;
        }
        Optional_Tuple_IStep_float_ t_4 = steps[i_1];
        float x_2;
        int present_2;
        if (t_4.hasValue) {
            Tuple_IStep_float_ t_5 = t_4.value;
            IStep t_6 = t_5._0;
            float t_7;
            switch (t_6.typeId) {
            case 0u:
            {
                AddStep t_8 = t_6.p0;
                t_7 = x_1 + t_8.k;
                break;
            }
            case 1u:
            {
                MulStep t_9 = t_6.p1;
                t_7 = x_1 * t_9.k;
                break;
            }
            default: {
                t_7 = 0.0f;
                break;
            }
            }
            float t_10 = t_7 * t_5._1;
            int t_11 = present_1 + 1;
            x_2 = t_10;
            present_2 = t_11;
        } else {
            float t_12 = x_1;
            int t_13 = present_1;
            x_2 = t_12;
            present_2 = t_13;
        }
        float t_14 = x_2;
        int t_15 = present_2;
        int t_16 = i_1 + 1;
        x_1 = t_14;
        present_1 = t_15;
        i_1 = t_16;
        continue;
    }
    outputBuffer[1u] = x;
    outputBuffer[2u] = (float)present;
    outputBuffer[3u] = 7.25f;
    bool t_17 = steps[1].hasValue;
    outputBuffer[4u] = t_17 ? 1.0f : 0.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
