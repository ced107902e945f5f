struct VertexOut
{
    float4 position;
    float2 uv;
    float3 normal;
};
static float3 in_position;
static float2 in_uv;
static float3 in_normal;
static float4 Position;
static float2 out_result_uv;
static float3 out_result_normal;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    column_major float4x4 modelViewProjection;
};
void vertexMain_1();
void vertexMain_1() {
    VertexOut t = (VertexOut)0;
    float3 t_1 = in_normal;
    float2 t_2 = in_uv;
    float3 t_3 = in_position;
    column_major float4x4 t_4 = modelViewProjection;
    VertexOut t_5 = {mul(t_4, float4(t_3, 1.0f)), t_2, t_1};
    t = t_5;
    float4 t_6 = t.position;
    Position = t_6;
    float2 t_7 = t.uv;
    out_result_uv = t_7;
    float3 t_8 = t.normal;
    out_result_normal = t_8;
    return;
}
void vertexMain([[vk::location(0)]] float3 in_in_position : POSITION, [[vk::location(1)]] float2 in_in_uv : TEXCOORD0, [[vk::location(2)]] float3 in_in_normal : NORMAL, out float4 out_Position : SV_Position, [[vk::location(0)]] out float2 out_out_result_uv : TEXCOORD0, [[vk::location(1)]] out float3 out_out_result_normal : NORMAL)
{
    in_position = in_in_position;
    in_uv = in_in_uv;
    in_normal = in_in_normal;
    vertexMain_1();
    out_Position = Position;
    out_out_result_uv = out_result_uv;
    out_out_result_normal = out_result_normal;
}
