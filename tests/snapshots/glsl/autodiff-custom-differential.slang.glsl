#version 450
struct State
{
    float a;
    int n;
    vec2 b;
};
struct f_bwd_Grads
{
    State f0;
};
struct f_fwd_Result
{
    State p;
    State d;
};
struct g_bwd_Grads
{
    State f0;
    float f1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
f_bwd_Grads f_bwd(State p, State p_1);
f_fwd_Result f_fwd(State p_2, State p_3);
g_bwd_Grads g_bwd(State p_4, inout float p_5, float p_6, float p_7);
void main();
f_bwd_Grads f_bwd(State p, State p_1) {
    float t = p.a;
    float t_1 = p_1.a;
    vec2 t_2 = vec2(0.0, 0.0);
    t_2.x = t_1;
    return f_bwd_Grads(State(0.0 + (3.0 * t * t_1 + 3.0 * (t * t_1)), 0, vec2(2.0, 2.0) * p_1.b + t_2 + vec2(0.0, 0.0)));
}
f_fwd_Result f_fwd(State p_2, State p_3) {
    float t_3 = p_2.a;
    vec2 t_4 = p_2.b;
    float t_5 = p_3.a;
    vec2 t_6 = p_3.b;
    float t_7 = 3.0 * t_3;
    return f_fwd_Result(State(t_7 * t_3 + t_4.x, p_2.n + 1, vec2(2.0, 2.0) * t_4), State(t_3 * (3.0 * t_5) + t_7 * t_5 + t_6.x, 0, vec2(2.0, 2.0) * t_6));
}
g_bwd_Grads g_bwd(State p_4, inout float p_5, float p_6, float p_7) {
    float t_8 = p_4.a;
    vec2 t_9 = p_4.b;
    float t_10 = 3.0 * t_8 * t_8 + t_9.x;
    p_5 = t_10;
    vec2 t_11 = vec2(0.0, 0.0);
    t_11.y = t_10 * p_7;
    f_bwd_Grads t_12 = f_bwd(p_4, State(0.0 + (p_6 + (vec2(2.0, 2.0) * t_9).y * p_7), 0, t_11 + vec2(0.0, 0.0)));
    return g_bwd_Grads(t_12.f0, 0.0);
}
void main() {
    f_fwd_Result t_13 = f_fwd(State(2.0, 7, vec2(1.0, 5.0)), State(1.0, 0, vec2(0.5, 1.0)));
    State t_14 = t_13.d;
    vec2 t_15 = t_14.b;
    outputBuffer.data[0u] = t_14.a;
    outputBuffer.data[1u] = t_15.x;
    outputBuffer.data[2u] = t_15.y;
    outputBuffer.data[3u] = float(t_13.p.n);
    float t_16 = 0.0;
    t_16 = 0.0;
    g_bwd_Grads t_17 = g_bwd(State(2.0, 7, vec2(1.0, 5.0)), t_16, 0.5, 1.0);
    State t_18 = t_17.f0;
    vec2 t_19 = t_18.b;
    outputBuffer.data[4u] = t_18.a;
    outputBuffer.data[5u] = t_19.x;
    outputBuffer.data[6u] = t_19.y;
    outputBuffer.data[7u] = 7.0;
    return;
}
