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
    bool t_1 = false;
    bool t_2 = gl_FrontFacing;
    t_1 = t_2;
    bool t_3 = t_1;
    VertexOut t_4 = VertexOut(vec4(0.0), vec2(0.0), 0u, 0.0, vec3(0.0));
    vec4 t_5 = gl_FragCoord;
    t_4.position = t_5;
    vec2 t_6 = in_input_uv;
    t_4.uv = t_6;
    uint t_7 = in_input_material;
    t_4.material = t_7;
    float t_8 = in_input_fog;
    t_4.fog = t_8;
    vec3 t_9 = in_input_normal;
    t_4.normal = t_9;
    VertexOut t_10 = t_4;
    vec2 t_11 = t_10.uv;
    float t_12 = t_10.fog;
    float t_13 = globalParams.threshold;
    if (t_12 > t_13) {
        discard;
    }
    vec4 t_14 = texture(sampler2D(colorTexture, colorSampler), t_11);
    float t_15 = fwidth(t_11.x);
    float t_16 = dFdx(t_11.y);
    float t_17 = dFdyFine(t_12);
    float t_18;
    if (t_3) {
        t_18 = 1.0;
    } else {
        t_18 = 0.0;
    }
    t = FragmentOut(t_14 * vec4(float(t_10.material)) + vec4(t_15 + abs(t_16) + abs(t_17)), vec4(t_10.normal, t_18), t_10.position.z);
    vec4 t_19 = t.color;
    out_result_color = t_19;
    vec4 t_20 = t.extra;
    out_result_extra = t_20;
    float t_21 = t.depth;
    gl_FragDepth = t_21;
    return;
}
