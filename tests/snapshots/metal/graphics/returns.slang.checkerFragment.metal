#include <metal_stdlib>
using namespace metal;
struct fragment_Input {
    float2 in_uv [[user(locn0)]];
    int in_tile [[user(locn1)]] [[flat]];
};
struct fragment_Output {
    float4 out_result [[color(0)]];
};
fragment fragment_Output checkerFragment(fragment_Input stage_in [[stage_in]], float4 in_FragCoord [[position]]) {
    float4 FragCoord = float4(in_FragCoord);
    float2 in_uv = stage_in.in_uv;
    int in_tile = stage_in.in_tile;
    float4 out_result;
    float4 t = float4{};
    int t_1 = int{};
    int t_2 = in_tile;
    t_1 = t_2;
    int t_3 = t_1;
    float2 t_4 = float2{};
    float2 t_5 = in_uv;
    t_4 = t_5;
    float2 t_6 = t_4;
    float4 t_7 = float4{};
    float4 t_8 = FragCoord;
    t_7 = t_8;
    float4 t_9 = t_7;
    int2 t_10 = int2(8, 8);
    int2 t_11 = select(int2(t_9.xy) / t_10, int2(-1), t_10 == int2(0));
    if ((t_11.x + t_11.y + t_3 & 1) == 0) {
        t = float4(t_6, 0.0f, 1.0f);
        float4 t_12 = t;
        out_result = t_12;
        return fragment_Output{out_result};
    }
    t = float4(0.0f, 0.0f, 0.0f, 1.0f);
    float4 t_13 = t;
    out_result = t_13;
    return fragment_Output{out_result};
}
