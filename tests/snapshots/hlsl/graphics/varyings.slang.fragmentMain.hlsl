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
    bool t_1 = false;
    bool t_2 = FrontFacing;
    t_1 = t_2;
    bool t_3 = t_1;
    VertexOut t_4 = (VertexOut)0;
    float4 t_5 = FragCoord;
    t_4.position = t_5;
    float2 t_6 = in_input_uv;
    t_4.uv = t_6;
    uint t_7 = in_input_material;
    t_4.material = t_7;
    float t_8 = in_input_fog;
    t_4.fog = t_8;
    float3 t_9 = in_input_normal;
    t_4.normal = t_9;
    VertexOut t_10 = t_4;
    float2 t_11 = t_10.uv;
    float t_12 = t_10.fog;
    float t_13 = threshold;
    if (t_12 > t_13) {
        discard;
    }
    float4 t_14 = colorTexture.Sample(colorSampler, t_11);
    float t_15 = fwidth(t_11.x);
    float t_16 = ddx(t_11.y);
    float t_17 = ddy_fine(t_12);
    float t_18;
    if (t_3) {
        t_18 = 1.0f;
    } else {
        t_18 = 0.0f;
    }
    FragmentOut t_19 = {t_14 * (float4)(float)t_10.material + (float4)(t_15 + abs(t_16) + abs(t_17)), float4(t_10.normal, t_18), t_10.position.z};
    t = t_19;
    float4 t_20 = t.color;
    out_result_color = t_20;
    float4 t_21 = t.extra;
    out_result_extra = t_21;
    float t_22 = t.depth;
    FragDepth = t_22;
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
