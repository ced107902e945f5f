struct Vec4
{
    float data[4];
};
struct _Lambda23
{
    float c;
};
struct _IFunc1_float_float_
{
    uint typeId;
    _Lambda23 p0;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void Vec4_map(inout Vec4 p, _IFunc1_float_float_ p_1);
void computeMain_1();
void Vec4_map(inout Vec4 p, _IFunc1_float_float_ p_1) {
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t = p.data[i_1];
        _Lambda23 t_1 = p_1.p0;
        float t_2;
        for (;;) {
            float t_3 = t_1.c;
            if (t > 2.5f) {
                t_2 = t * t_3;
                break;
            } else {
                t_2 = t + t_3;
                break;
            }
            t_2 = 0.0f;
            break;
        }
        p.data[i_1] = t_2;
        i_1 = i_1 + 1;
        continue;
    }
    return;
}
void computeMain_1() {
    outputBuffer[0u] = 6.0f;
    outputBuffer[1u] = 9.0f;
    outputBuffer[2u] = 12.5f;
    Vec4 t_4 = {{1.0f, 2.0f, 3.0f, 4.0f}};
    Vec4 t_5 = (Vec4)0;
    t_5 = t_4;
    _IFunc1_float_float_ t_6 = {0u, {10.0f}};
    Vec4_map(t_5, t_6);
    float t_7 = t_5.data[0];
    Vec4 t_8 = t_5;
    float t_9[4] = t_8.data;
    outputBuffer[3u] = t_7;
    outputBuffer[4u] = t_9[3];
    outputBuffer[5u] = 7.0f;
    outputBuffer[6u] = 5.0f;
    outputBuffer[7u] = 3.0f;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
