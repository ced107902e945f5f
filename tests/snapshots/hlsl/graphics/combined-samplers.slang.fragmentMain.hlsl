struct VertexOut
{
    float4 position;
    float2 uv;
    float3 normal;
};
static float4 FragCoord;
static float2 in_v_uv;
static float3 in_v_normal;
static float4 out_result;
[[vk::binding(1, 0)]] Texture2D<float4> albedo_texture : register(t1, space0);
[[vk::binding(2, 0)]] SamplerState albedo_sampler : register(s2, space0);
[[vk::binding(3, 0)]] TextureCube<float4> environment_texture : register(t3, space0);
[[vk::binding(4, 0)]] SamplerState environment_sampler : register(s4, space0);
void fragmentMain_1();
void fragmentMain_1() {
    VertexOut t = (VertexOut)0;
    float4 t_1 = FragCoord;
    t.position = t_1;
    float2 t_2 = in_v_uv;
    t.uv = t_2;
    float3 t_3 = in_v_normal;
    t.normal = t_3;
    VertexOut t_4 = t;
    float2 t_5 = t_4.uv;
    float4 t_6 = albedo_texture.Sample(albedo_sampler, t_5);
    float4 t_7 = albedo_texture.SampleBias(albedo_sampler, t_5, -1.0f);
    float2 t_8 = ddx(t_5);
    float2 t_9 = ddy(t_5);
    float4 t_10 = albedo_texture.SampleGrad(albedo_sampler, t_5, t_8 * float2(2.0f, 2.0f), t_9 * float2(2.0f, 2.0f));
    float4 t_11 = albedo_texture.GatherGreen(albedo_sampler, t_5);
    float t_12 = albedo_texture.CalculateLevelOfDetail(albedo_sampler, t_5);
    float4 t_13 = t_6 + t_7 + t_10 + t_11 * float4(0.25f, 0.25f, 0.25f, 0.25f);
    t_13.w = t_12;
    float4 t_14 = environment_texture.Sample(environment_sampler, normalize(t_4.normal));
    out_result = t_13 + t_14;
    return;
}
void fragmentMain(float4 in_FragCoord : SV_Position, [[vk::location(0)]] float2 in_in_v_uv : TEXCOORD0, [[vk::location(1)]] float3 in_in_v_normal : NORMAL, [[vk::location(0)]] out float4 out_out_result : SV_Target)
{
    FragCoord = in_FragCoord;
    in_v_uv = in_in_v_uv;
    in_v_normal = in_in_v_normal;
    fragmentMain_1();
    out_out_result = out_result;
}
