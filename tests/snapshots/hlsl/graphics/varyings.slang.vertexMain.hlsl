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
    uint t_1 = 0u;
    int t_2 = InstanceIndex;
    t_1 = asuint(t_2);
    uint t_3 = t_1;
    uint t_4 = 0u;
    int t_5 = VertexIndex;
    t_4 = asuint(t_5);
    uint t_6 = t_4;
    VertexIn t_7 = (VertexIn)0;
    float3 t_8 = in_input_position;
    t_7.position = t_8;
    float2 t_9 = in_input_uv;
    t_7.uv = t_9;
    uint t_10 = in_input_material;
    t_7.material = t_10;
    VertexIn t_11 = t_7;
    float3 t_12 = t_11.position;
    float4 t_13 = float4(t_12, 1.0f);
    t_13.x = t_12.x + (float)t_3 * 0.5f;
    column_major float4x4 t_14 = modelViewProjection;
    float4 t_15 = mul(t_14, t_13);
    VertexOut t_16 = {t_15, t_11.uv, t_11.material + t_6, t_15.z * 0.25f, float3(0.0f, 0.0f, 1.0f)};
    t = t_16;
    float4 t_17 = t.position;
    Position = t_17;
    float2 t_18 = t.uv;
    out_result_uv = t_18;
    uint t_19 = t.material;
    out_result_material = t_19;
    float t_20 = t.fog;
    out_result_fog = t_20;
    float3 t_21 = t.normal;
    out_result_normal = t_21;
    return;
}
void vertexMain([[vk::location(0)]] float3 in_in_input_position : POSITION, [[vk::location(1)]] float2 in_in_input_uv : TEXCOORD5, [[vk::location(2)]] uint in_in_input_material : MATERIAL, int in_VertexIndex : SV_VertexID, int in_InstanceIndex : SV_InstanceID, out float4 out_Position : SV_Position, [[vk::location(0)]] out float2 out_out_result_uv : TEXCOORD0, [[vk::location(1)]] nointerpolation out uint out_out_result_material : MATERIAL, [[vk::location(2)]] noperspective out float out_out_result_fog : FOG, [[vk::location(3)]] centroid out float3 out_out_result_normal : NORMAL)
{
    in_input_position = in_in_input_position;
    in_input_uv = in_in_input_uv;
    in_input_material = in_in_input_material;
    VertexIndex = in_VertexIndex;
    InstanceIndex = in_InstanceIndex;
    vertexMain_1();
    out_Position = Position;
    out_out_result_uv = out_result_uv;
    out_out_result_material = out_result_material;
    out_out_result_fog = out_result_fog;
    out_out_result_normal = out_result_normal;
}
