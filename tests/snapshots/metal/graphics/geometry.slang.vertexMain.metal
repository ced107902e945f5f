#include <metal_stdlib>
using namespace metal;
struct vertex_Input {
    float3 in_position [[attribute(0)]];
    float3 in_color [[attribute(1)]];
};
struct vertex_Output {
    float4 Position [[position]];
    float3 out_result_color [[user(locn0)]];
    uint out_result_id [[user(locn1)]];
};
struct VertexOut
{
    float4 position;
    float3 color;
    uint id;
};
vertex vertex_Output vertexMain(vertex_Input stage_in [[stage_in]], uint in_VertexIndex [[vertex_id]]) {
    float3 in_position = stage_in.in_position;
    float3 in_color = stage_in.in_color;
    int VertexIndex = int(in_VertexIndex);
    float4 Position;
    float3 out_result_color;
    uint out_result_id;
    VertexOut t = VertexOut{};
    int t_1 = VertexIndex;
    float3 t_2 = in_color;
    float3 t_3 = in_position;
    t = VertexOut{float4(t_3, 1.0f), t_2, as_type<uint>(t_1)};
    float4 t_4 = t.position;
    Position = t_4;
    float3 t_5 = t.color;
    out_result_color = t_5;
    uint t_6 = t.id;
    out_result_id = t_6;
    return vertex_Output{float4(Position), out_result_color, out_result_id};
}
