#include <metal_stdlib>
using namespace metal;
struct vertex_Output {
    float2 out_uv [[user(locn0)]];
    float4 Position [[position]];
};
vertex vertex_Output fullscreenVertex(uint in_VertexIndex [[vertex_id]]) {
    int VertexIndex = int(in_VertexIndex);
    float2 out_uv;
    float4 Position;
    float4 t = float4{};
    float2 t_1 = float2{};
    uint t_2 = uint{};
    int t_3 = VertexIndex;
    t_2 = as_type<uint>(t_3);
    uint t_4 = t_2;
    t_1 = float2(float(t_4 << (1u & 31u) & 2u), float(t_4 & 2u));
    float2 t_5 = t_1;
    t = float4(t_5 * float2(2.0f, 2.0f) - float2(1.0f, 1.0f), 0.0f, 1.0f);
    float2 t_6 = t_1;
    out_uv = t_6;
    float4 t_7 = t;
    Position = t_7;
    return vertex_Output{out_uv, float4(Position)};
}
