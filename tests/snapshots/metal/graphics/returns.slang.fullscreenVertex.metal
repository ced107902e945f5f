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
    int t = VertexIndex;
    uint t_1 = as_type<uint>(t);
    float2 t_2 = float2(float(t_1 << (1u & 31u) & 2u), float(t_1 & 2u));
    out_uv = t_2;
    Position = float4(t_2 * float2(2.0f, 2.0f) - float2(1.0f, 1.0f), 0.0f, 1.0f);
    return vertex_Output{out_uv, float4(Position)};
}
