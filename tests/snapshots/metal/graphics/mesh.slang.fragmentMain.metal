#include <metal_stdlib>
using namespace metal;
struct fragment_Input {
    float3 in_input_color [[user(locn0)]];
};
struct fragment_Output {
    float4 out_result [[color(0)]];
};
struct MeshVertex
{
    float4 position;
    float3 color;
};
fragment fragment_Output fragmentMain(fragment_Input stage_in [[stage_in]], float4 in_FragCoord [[position]]) {
    float4 FragCoord = float4(in_FragCoord);
    float3 in_input_color = stage_in.in_input_color;
    float4 out_result;
    MeshVertex t = MeshVertex{};
    float4 t_1 = FragCoord;
    t.position = t_1;
    float3 t_2 = in_input_color;
    t.color = t_2;
    MeshVertex t_3 = t;
    out_result = float4(t_3.color, 1.0f);
    return fragment_Output{out_result};
}
