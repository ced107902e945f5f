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
    int t = in_tile;
    float2 t_1 = in_uv;
    float4 t_2 = FragCoord;
    int2 t_3 = int2(8, 8);
    int2 t_4 = select(int2(t_2.xy) / t_3, int2(-1), t_3 == int2(0));
    float4 t_5;
    if ((t_4.x + t_4.y + t & 1) == 0) {
        out_result = float4(t_1, 0.0f, 1.0f);
        return fragment_Output{out_result};
    } else {
        t_5 = float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    out_result = float4(0.0f, 0.0f, 0.0f, 1.0f);
    return fragment_Output{out_result};
}
