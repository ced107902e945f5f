#include <metal_stdlib>
using namespace metal;
struct GlobalParams
{
    array<float4, 4> modelViewProjection;
    float threshold;
};
struct vertex_Input {
    float3 in_input_position [[attribute(0)]];
    float2 in_input_uv [[attribute(1)]];
    uint in_input_material [[attribute(2)]];
};
struct vertex_Output {
    float4 Position [[position]];
    float2 out_result_uv [[user(locn0)]];
    uint out_result_material [[user(locn1)]];
    float out_result_fog [[user(locn2)]];
    float3 out_result_normal [[user(locn3)]];
};
struct VertexOut
{
    float4 position;
    float2 uv;
    uint material;
    float fog;
    float3 normal;
};
struct VertexIn
{
    float3 position;
    float2 uv;
    uint material;
};
vertex vertex_Output vertexMain(vertex_Input stage_in [[stage_in]], uint in_VertexIndex [[vertex_id]], uint in_InstanceIndex [[instance_id]], constant GlobalParams& globalParams [[buffer(0)]]) {
    float3 in_input_position = stage_in.in_input_position;
    float2 in_input_uv = stage_in.in_input_uv;
    uint in_input_material = stage_in.in_input_material;
    int VertexIndex = int(in_VertexIndex);
    int InstanceIndex = int(in_InstanceIndex);
    float4 Position;
    float2 out_result_uv;
    uint out_result_material;
    float out_result_fog;
    float3 out_result_normal;
    VertexOut t = VertexOut{};
    int t_1 = InstanceIndex;
    int t_2 = VertexIndex;
    VertexIn t_3 = VertexIn{};
    float3 t_4 = in_input_position;
    t_3.position = t_4;
    float2 t_5 = in_input_uv;
    t_3.uv = t_5;
    uint t_6 = in_input_material;
    t_3.material = t_6;
    VertexIn t_7 = t_3;
    float3 t_8 = t_7.position;
    float4 t_9 = float4(t_8, 1.0f);
    t_9.x = t_8.x + float(as_type<uint>(t_1)) * 0.5f;
    float4 t_10 = globalParams.modelViewProjection[0];
    float4 t_11 = globalParams.modelViewProjection[1];
    float4 t_12 = globalParams.modelViewProjection[2];
    float4 t_13 = globalParams.modelViewProjection[3];
    float4 t_14 = t_9 * transpose(float4x4(t_10, t_11, t_12, t_13));
    t = VertexOut{t_14, t_7.uv, t_7.material + as_type<uint>(t_2), t_14.z * 0.25f, float3(0.0f, 0.0f, 1.0f)};
    float4 t_15 = t.position;
    Position = t_15;
    float2 t_16 = t.uv;
    out_result_uv = t_16;
    uint t_17 = t.material;
    out_result_material = t_17;
    float t_18 = t.fog;
    out_result_fog = t_18;
    float3 t_19 = t.normal;
    out_result_normal = t_19;
    return vertex_Output{float4(Position), out_result_uv, out_result_material, out_result_fog, out_result_normal};
}
