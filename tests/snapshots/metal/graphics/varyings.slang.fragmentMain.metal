#include <metal_stdlib>
using namespace metal;
struct GlobalParams
{
    array<float4, 4> modelViewProjection;
    float threshold;
};
struct fragment_Input {
    float2 in_input_uv [[user(locn0)]];
    uint in_input_material [[user(locn1)]] [[flat]];
    float in_input_fog [[user(locn2)]] [[center_no_perspective]];
    float3 in_input_normal [[user(locn3)]] [[centroid_perspective]];
};
struct fragment_Output {
    float4 out_result_color [[color(0)]];
    float4 out_result_extra [[color(1)]];
    float FragDepth [[depth(any)]];
};
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
fragment fragment_Output fragmentMain(fragment_Input stage_in [[stage_in]], float4 in_FragCoord [[position]], bool in_FrontFacing [[front_facing]], constant GlobalParams& globalParams [[buffer(0)]], texture2d<float, access::sample> colorTexture [[texture(0)]], sampler colorSampler [[sampler(0)]]) {
    float4 FragCoord = float4(in_FragCoord);
    float2 in_input_uv = stage_in.in_input_uv;
    uint in_input_material = stage_in.in_input_material;
    float in_input_fog = stage_in.in_input_fog;
    float3 in_input_normal = stage_in.in_input_normal;
    bool FrontFacing = bool(in_FrontFacing);
    float4 out_result_color;
    float4 out_result_extra;
    float FragDepth;
    FragmentOut t = FragmentOut{};
    bool t_1 = FrontFacing;
    VertexOut t_2 = VertexOut{};
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
    float t_11 = globalParams.threshold;
    if (t_10 > t_11) {
        discard_fragment();
    }
    float4 t_12 = colorTexture.sample(colorSampler, t_9);
    float t_13 = fwidth(t_9.x);
    float t_14 = dfdx(t_9.y);
    float t_15 = dfdy(t_10);
    t = FragmentOut{t_12 * float4(float(t_8.material)) + float4(t_13 + abs(t_14) + abs(t_15)), float4(t_8.normal, select(0.0f, 1.0f, t_1)), t_8.position.z};
    float4 t_16 = t.color;
    out_result_color = t_16;
    float4 t_17 = t.extra;
    out_result_extra = t_17;
    float t_18 = t.depth;
    FragDepth = t_18;
    return fragment_Output{out_result_color, out_result_extra, float(FragDepth)};
}
