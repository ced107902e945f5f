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
fragment fragment_Output fragmentMain(fragment_Input stage_in [[stage_in]], float4 in_FragCoord [[position]], bool in_FrontFacing [[front_facing]], constant GlobalParams& globalParams [[buffer(0)]], texture2d<float, access::sample> colorTexture [[texture(1)]], sampler colorSampler [[sampler(2)]]) {
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
    bool t_1 = bool{};
    bool t_2 = FrontFacing;
    t_1 = t_2;
    bool t_3 = t_1;
    VertexOut t_4 = VertexOut{};
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
    float t_13 = globalParams.threshold;
    if (t_12 > t_13) {
        discard_fragment();
    }
    float4 t_14 = colorTexture.sample(colorSampler, t_11);
    float t_15 = fwidth(t_11.x);
    float t_16 = dfdx(t_11.y);
    float t_17 = dfdy(t_12);
    float t_18;
    if (t_3) {
        t_18 = 1.0f;
    } else {
        t_18 = 0.0f;
    }
    t = FragmentOut{t_14 * float4(float(t_10.material)) + float4(t_15 + abs(t_16) + abs(t_17)), float4(t_10.normal, t_18), t_10.position.z};
    float4 t_19 = t.color;
    out_result_color = t_19;
    float4 t_20 = t.extra;
    out_result_extra = t_20;
    float t_21 = t.depth;
    FragDepth = t_21;
    return fragment_Output{out_result_color, out_result_extra, float(FragDepth)};
}
