struct FragmentOut
{
    float4 color;
    float4 extra;
    float depth;
};
struct VertexOut
{
    float4 position;
    float2 uv;
    uint material;
    float fog;
    float3 normal;
};
static float4 FragCoord;
static float2 in_input_uv;
static uint in_input_material;
static float in_input_fog;
static float3 in_input_normal;
static bool FrontFacing;
static float4 out_result_color;
static float4 out_result_extra;
static float FragDepth;
[[vk::binding(0, 0)]] cbuffer globalParams : register(b0, space0)
{
    column_major float4x4 modelViewProjection;
    float threshold;
};
[[vk::binding(1, 0)]] Texture2D<float4> colorTexture : register(t1, space0);
[[vk::binding(2, 0)]] SamplerState colorSampler : register(s2, space0);
void fragmentMain_1();
void fragmentMain_1() {
    FragmentOut t = (FragmentOut)0;
    bool t_1 = FrontFacing;
    VertexOut t_2 = (VertexOut)0;
    float4 t_3 = FragCoord;
    t_2.position = t_3;
    float2 t_4 = in_input_uv;
    t_2.uv = t_4;
    uint t_5 = in_input_material;
    t_2.material = t_5;
    float t_6 = in_input_fog;
    t_2.fog = t_6;
    float3 t_7 = in_input_normal;
    t_2.normal = t_7;
    VertexOut t_8 = t_2;
    float2 t_9 = t_8.uv;
    float t_10 = t_8.fog;
    float t_11 = threshold;
    if (t_10 > t_11) {
        discard;
    }
    float4 t_12 = colorTexture.Sample(colorSampler, t_9);
    float t_13 = fwidth(t_9.x);
    float t_14 = ddx(t_9.y);
    float t_15 = ddy_fine(t_10);
    FragmentOut t_16 = {t_12 * (float4)(float)t_8.material + (float4)(t_13 + abs(t_14) + abs(t_15)), float4(t_8.normal, t_1 ? 1.0f : 0.0f), t_8.position.z};
    t = t_16;
    float4 t_17 = t.color;
    out_result_color = t_17;
    float4 t_18 = t.extra;
    out_result_extra = t_18;
    float t_19 = t.depth;
    FragDepth = t_19;
    return;
}
void fragmentMain(float4 in_FragCoord : SV_Position, [[vk::location(0)]] float2 in_in_input_uv : TEXCOORD0, [[vk::location(1)]] nointerpolation uint in_in_input_material : MATERIAL, [[vk::location(2)]] noperspective float in_in_input_fog : FOG, [[vk::location(3)]] centroid float3 in_in_input_normal : NORMAL, bool in_FrontFacing : SV_IsFrontFace, [[vk::location(0)]] out float4 out_out_result_color : SV_Target0, [[vk::location(1)]] out float4 out_out_result_extra : SV_Target1, out float out_FragDepth : SV_Depth)
{
    FragCoord = in_FragCoord;
    in_input_uv = in_in_input_uv;
    in_input_material = in_in_input_material;
    in_input_fog = in_in_input_fog;
    in_input_normal = in_in_input_normal;
    FrontFacing = in_FrontFacing;
    fragmentMain_1();
    out_out_result_color = out_result_color;
    out_out_result_extra = out_result_extra;
    out_FragDepth = FragDepth;
}
