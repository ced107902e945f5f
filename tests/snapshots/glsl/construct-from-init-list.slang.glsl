#version 450
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
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 4.5;
    Optional_Tuple_IStep_float_[3] steps = Optional_Tuple_IStep_float_[3](Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(0u, AddStep(0.0), MulStep(0.0)), 0.0), false), Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(0u, AddStep(0.0), MulStep(0.0)), 0.0), false), Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(0u, AddStep(0.0), MulStep(0.0)), 0.0), false));
    steps = Optional_Tuple_IStep_float_[3](Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(0u, AddStep(2.0), MulStep(0.0)), 0.5), true), Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(0u, AddStep(0.0), MulStep(0.0)), 0.0), false), Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(1u, AddStep(0.0), MulStep(3.0)), 2.0), true));
    float x;
    int present;
    int i;
    float x_1 = 1.0;
    int present_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t = x_1;
            int t_1 = present_1;
            int t_2 = i_1;
            x = t;
            present = t_1;
            i = t_2;
            break;
        }
        Optional_Tuple_IStep_float_ t_3 = steps[i_1];
        float x_2;
        int present_2;
        if (t_3.hasValue) {
            Tuple_IStep_float_ t_4 = t_3.value;
            IStep t_5 = t_4._0;
            float t_6;
            switch (t_5.typeId) {
            case 0u:
            {
                t_6 = x_1 + t_5.p0.k;
                break;
            }
            case 1u:
            {
                t_6 = x_1 * t_5.p1.k;
                break;
            }
            default: {
                t_6 = 0.0;
                break;
            }
            }
            float t_7 = t_6 * t_4._1;
            int t_8 = present_1 + 1;
            x_2 = t_7;
            present_2 = t_8;
        } else {
            float t_9 = x_1;
            int t_10 = present_1;
            x_2 = t_9;
            present_2 = t_10;
        }
        float t_11 = x_2;
        int t_12 = present_2;
        int t_13 = i_1 + 1;
        x_1 = t_11;
        present_1 = t_12;
        i_1 = t_13;
        continue;
    }
    outputBuffer.data[1u] = x;
    outputBuffer.data[2u] = float(present);
    outputBuffer.data[3u] = 7.25;
    bool t_14 = steps[1].hasValue;
    outputBuffer.data[4u] = t_14 ? 1.0 : 0.0;
    return;
}
