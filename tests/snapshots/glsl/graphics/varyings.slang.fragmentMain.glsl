#version 450
#extension GL_EXT_samplerless_texture_functions : require
struct FragmentOut
{
    vec4 color;
    vec4 extra;
    float depth;
};
struct VertexOut
{
    vec4 position;
    vec2 uv;
    uint material;
    float fog;
    vec3 normal;
};
layout(location = 0) in vec2 in_input_uv;
layout(location = 1) flat in uint in_input_material;
layout(location = 2) noperspective in float in_input_fog;
layout(location = 3) centroid in vec3 in_input_normal;
layout(location = 0) out vec4 out_result_color;
layout(location = 1) out vec4 out_result_extra;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    vec4[4] modelViewProjection;
    float threshold;
} globalParams;
layout(binding = 1, set = 0) uniform texture2D colorTexture;
layout(binding = 2, set = 0) uniform sampler colorSampler;
void main();
void main() {
    FragmentOut t = FragmentOut(vec4(0.0), vec4(0.0), 0.0);
    bool t_1 = gl_FrontFacing;
    VertexOut t_2 = VertexOut(vec4(0.0), vec2(0.0), 0u, 0.0, vec3(0.0));
    vec4 t_3 = gl_FragCoord;
    t_2.position = t_3;
    vec2 t_4 = in_input_uv;
    t_2.uv = t_4;
    uint t_5 = in_input_material;
    t_2.material = t_5;
    float t_6 = in_input_fog;
    t_2.fog = t_6;
    vec3 t_7 = in_input_normal;
    t_2.normal = t_7;
    VertexOut t_8 = t_2;
    vec2 t_9 = t_8.uv;
    float t_10 = t_8.fog;
    float t_11 = globalParams.threshold;
    if (t_10 > t_11) {
        discard;
    }
    vec4 t_12 = texture(sampler2D(colorTexture, colorSampler), t_9);
    float t_13 = fwidth(t_9.x);
    float t_14 = dFdx(t_9.y);
    float t_15 = dFdyFine(t_10);
    t = FragmentOut(t_12 * vec4(float(t_8.material)) + vec4(t_13 + abs(t_14) + abs(t_15)), vec4(t_8.normal, t_1 ? 1.0 : 0.0), t_8.position.z);
    vec4 t_16 = t.color;
    out_result_color = t_16;
    vec4 t_17 = t.extra;
    out_result_extra = t_17;
    float t_18 = t.depth;
    gl_FragDepth = t_18;
    return;
}
