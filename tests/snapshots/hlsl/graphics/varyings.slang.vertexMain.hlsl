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
static float3 in_input_position;
static float2 in_input_uv;
static uint in_input_material;
static int VertexIndex;
static int InstanceIndex;
static float4 Position;
static float2 out_result_uv;
static uint out_result_material;
static float out_result_fog;
static float3 out_result_normal;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    column_major float4x4 modelViewProjection;
    float threshold;
};
void vertexMain_1();
void vertexMain_1() {
    VertexOut t = (VertexOut)0;
    int t_1 = InstanceIndex;
    int t_2 = VertexIndex;
    VertexIn t_3 = (VertexIn)0;
    float3 t_4 = in_input_position;
    t_3.position = t_4;
    float2 t_5 = in_input_uv;
    t_3.uv = t_5;
    uint t_6 = in_input_material;
    t_3.material = t_6;
    VertexIn t_7 = t_3;
    float3 t_8 = t_7.position;
    float4 t_9 = float4(t_8, 1.0f);
    t_9.x = t_8.x + (float)asuint(t_1) * 0.5f;
    column_major float4x4 t_10 = modelViewProjection;
    float4 t_11 = mul(t_10, t_9);
    VertexOut t_12 = {t_11, t_7.uv, t_7.material + asuint(t_2), t_11.z * 0.25f, float3(0.0f, 0.0f, 1.0f)};
    t = t_12;
    float4 t_13 = t.position;
    Position = t_13;
    float2 t_14 = t.uv;
    out_result_uv = t_14;
    uint t_15 = t.material;
    out_result_material = t_15;
    float t_16 = t.fog;
    out_result_fog = t_16;
    float3 t_17 = t.normal;
    out_result_normal = t_17;
    return;
}
void vertexMain([[vk::location(0)]] float3 in_in_input_position : POSITION, [[vk::location(1)]] float2 in_in_input_uv : TEXCOORD5, [[vk::location(2)]] uint in_in_input_material : MATERIAL, uint in_VertexIndex : SV_VertexID, uint in_InstanceIndex : SV_InstanceID, out float4 out_Position : SV_Position, [[vk::location(0)]] out float2 out_out_result_uv : TEXCOORD0, [[vk::location(1)]] nointerpolation out uint out_out_result_material : MATERIAL, [[vk::location(2)]] noperspective out float out_out_result_fog : FOG, [[vk::location(3)]] centroid out float3 out_out_result_normal : NORMAL)
{
    in_input_position = in_in_input_position;
    in_input_uv = in_in_input_uv;
    in_input_material = in_in_input_material;
    VertexIndex = int(in_VertexIndex);
    InstanceIndex = int(in_InstanceIndex);
    vertexMain_1();
    out_Position = Position;
    out_out_result_uv = out_result_uv;
    out_out_result_material = out_result_material;
    out_out_result_fog = out_result_fog;
    out_out_result_normal = out_result_normal;
}
