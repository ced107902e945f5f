#include <metal_stdlib>
using namespace metal;
struct GlobalParams
{
    array<float4, 4> modelViewProjection;
};
struct vertex_Input {
    float3 in_position [[attribute(0)]];
    float2 in_uv [[attribute(1)]];
    float3 in_normal [[attribute(2)]];
};
struct vertex_Output {
    float4 Position [[position]];
    float2 out_result_uv [[user(locn0)]];
    float3 out_result_normal [[user(locn1)]];
};
struct VertexOut
{
    float4 position;
    float2 uv;
    float3 normal;
};
vertex vertex_Output vertexMain(vertex_Input stage_in [[stage_in]], constant GlobalParams& globalParams [[buffer(0)]]) {
    float3 in_position = stage_in.in_position;
    float2 in_uv = stage_in.in_uv;
    float3 in_normal = stage_in.in_normal;
    float4 Position;
    float2 out_result_uv;
    float3 out_result_normal;
    VertexOut t = VertexOut{};
    float3 t_1 = in_normal;
    float2 t_2 = in_uv;
    float3 t_3 = in_position;
    float4 t_4 = globalParams.modelViewProjection[0];
    float4 t_5 = globalParams.modelViewProjection[1];
    float4 t_6 = globalParams.modelViewProjection[2];
    float4 t_7 = globalParams.modelViewProjection[3];
    t = VertexOut{float4(t_3, 1.0f) * transpose(float4x4(t_4, t_5, t_6, t_7)), t_2, t_1};
    float4 t_8 = t.position;
    Position = t_8;
    float2 t_9 = t.uv;
    out_result_uv = t_9;
    float3 t_10 = t.normal;
    out_result_normal = t_10;
    return vertex_Output{float4(Position), out_result_uv, out_result_normal};
}
