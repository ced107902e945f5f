struct Pt
{
    float a;
    float b;
};
struct DifferentialPair_Pt_
{
    Pt p;
    Pt d;
};
struct DifferentialPair_float_
{
    float p;
    float d;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<float> outputBuffer : register(u0, space0);
void _func_extension_bwd_diff_737(inout DifferentialPair_Pt_ _func_extension_this, inout DifferentialPair_float_ s, float p);
void computeMain_1();
void _func_extension_bwd_diff_737(inout DifferentialPair_Pt_ _func_extension_this, inout DifferentialPair_float_ s, float p) {
    Pt t = _func_extension_this.p;
    float t_1 = s.p;
    Pt t_2 = {p * t_1, p * 2.0f * t_1};
    Pt t_3 = _func_extension_this.p;
    DifferentialPair_Pt_ t_4 = {t_3, t_2};
    _func_extension_this = t_4;
    float t_5 = s.p;
    DifferentialPair_float_ t_6 = {t_5, p * (t.a + 2.0f * t.b)};
    s = t_6;
    return;
}
void computeMain_1() {
    DifferentialPair_Pt_ t_7 = {{1.0f, 3.0f}, {0.0f, 0.0f}};
    DifferentialPair_float_ t_8 = {4.0f, 0.0f};
    DifferentialPair_Pt_ t_9 = (DifferentialPair_Pt_)0;
    t_9 = t_7;
    DifferentialPair_float_ t_10 = (DifferentialPair_float_)0;
    t_10 = t_8;
    _func_extension_bwd_diff_737(t_9, t_10, 0.5f);
    DifferentialPair_Pt_ t_11 = t_9;
    Pt t_12 = t_11.p;
    Pt t_13 = t_11.d;
    DifferentialPair_float_ t_14 = t_10;
    outputBuffer[0u] = t_13.a;
    outputBuffer[1u] = t_13.b;
    outputBuffer[2u] = t_14.d;
    outputBuffer[3u] = t_12.b;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
