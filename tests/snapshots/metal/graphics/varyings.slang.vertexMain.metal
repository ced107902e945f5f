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
    uint t_1 = uint{};
    int t_2 = InstanceIndex;
    t_1 = as_type<uint>(t_2);
    uint t_3 = t_1;
    uint t_4 = uint{};
    int t_5 = VertexIndex;
    t_4 = as_type<uint>(t_5);
    uint t_6 = t_4;
    VertexIn t_7 = VertexIn{};
    float3 t_8 = in_input_position;
    t_7.position = t_8;
    float2 t_9 = in_input_uv;
    t_7.uv = t_9;
    uint t_10 = in_input_material;
    t_7.material = t_10;
    VertexIn t_11 = t_7;
    float3 t_12 = t_11.position;
    float4 t_13 = float4(t_12, 1.0f);
    t_13.x = t_12.x + float(t_3) * 0.5f;
    float4 t_14 = globalParams.modelViewProjection[0];
    float4 t_15 = globalParams.modelViewProjection[1];
    float4 t_16 = globalParams.modelViewProjection[2];
    float4 t_17 = globalParams.modelViewProjection[3];
    float4 t_18 = t_13 * transpose(float4x4(t_14, t_15, t_16, t_17));
    t = VertexOut{t_18, t_11.uv, t_11.material + t_6, t_18.z * 0.25f, float3(0.0f, 0.0f, 1.0f)};
    float4 t_19 = t.position;
    Position = t_19;
    float2 t_20 = t.uv;
    out_result_uv = t_20;
    uint t_21 = t.material;
    out_result_material = t_21;
    float t_22 = t.fog;
    out_result_fog = t_22;
    float3 t_23 = t.normal;
    out_result_normal = t_23;
    return vertex_Output{float4(Position), out_result_uv, out_result_material, out_result_fog, out_result_normal};
}
