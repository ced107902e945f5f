#include <metal_stdlib>
using namespace metal;
struct fragment_Input {
    float3 in_input_color [[user(locn0)]];
    float2 in_input_barycentric [[user(locn1)]];
};
struct fragment_Output {
    float4 out_result [[color(0)]];
};
struct FragmentIn
{
    float4 position;
    float3 color;
    float2 barycentric;
};
fragment fragment_Output fragmentMain(fragment_Input stage_in [[stage_in]], float4 in_FragCoord [[position]]) {
    float4 FragCoord = float4(in_FragCoord);
    float3 in_input_color = stage_in.in_input_color;
    float2 in_input_barycentric = stage_in.in_input_barycentric;
    float4 out_result;
    FragmentIn t = FragmentIn{};
    float4 t_1 = FragCoord;
    t.position = t_1;
    float3 t_2 = in_input_color;
    t.color = t_2;
    float2 t_3 = in_input_barycentric;
    t.barycentric = t_3;
    FragmentIn t_4 = t;
    out_result = float4(t_4.color * float3(t_4.barycentric.x), 1.0f);
    return fragment_Output{out_result};
}
