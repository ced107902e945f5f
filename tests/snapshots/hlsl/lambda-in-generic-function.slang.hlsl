struct Twice
{
    float k;
};
struct _Lambda25
{
    uint base;
    Twice t;
};
struct _Lambda26
{
    uint base;
};
struct _IFunc2_float_uint_float_
{
    uint typeId;
    _Lambda25 p0;
    _Lambda26 p1;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void invoke(_IFunc2_float_uint_float_ p, uint p_1, float p_2);
void computeMain_1();
void invoke(_IFunc2_float_uint_float_ p, uint p_1, float p_2) {
    float t;
    switch (p.typeId) {
    case 0u:
    {
        _Lambda25 t_1 = p.p0;
        Twice t_2 = t_1.t;
        outputBuffer[t_1.base + p_1] = t_2.k * 2.0f * p_2;
        t = p_2;
        break;
    }
    case 1u:
    {
        _Lambda26 t_3 = p.p1;
        outputBuffer[t_3.base + p_1] = p_2 + 100.0f;
        t = p_2;
        break;
    }
    default: {
        t = 0.0f;
        break;
    }
    }
    return;
}
void computeMain_1() {
    _IFunc2_float_uint_float_ t_4 = {0u, {0u, {1.5f}}, {0u}};
    invoke(t_4, 0u, 3.0f);
    invoke(t_4, 1u, 4.0f);
    _IFunc2_float_uint_float_ t_5 = {1u, {0u, {0.0f}}, {2u}};
    invoke(t_5, 0u, 3.0f);
    invoke(t_5, 1u, 4.0f);
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
