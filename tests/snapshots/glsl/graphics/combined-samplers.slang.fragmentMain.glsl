#version 450
struct VertexOut
{
    vec4 position;
    vec2 uv;
    vec3 normal;
};
layout(location = 0) in vec2 in_v_uv;
layout(location = 1) in vec3 in_v_normal;
layout(location = 0) out vec4 out_result;
layout(binding = 1, set = 0) uniform sampler2D albedo;
layout(binding = 2, set = 0) uniform samplerCube environment;
void main();
void main() {
    VertexOut t = VertexOut(vec4(0.0), vec2(0.0), vec3(0.0));
    vec4 t_1 = gl_FragCoord;
    t.position = t_1;
    vec2 t_2 = in_v_uv;
    t.uv = t_2;
    vec3 t_3 = in_v_normal;
    t.normal = t_3;
    VertexOut t_4 = t;
    vec2 t_5 = t_4.uv;
    vec4 t_6 = texture(albedo, t_5);
    vec4 t_7 = texture(albedo, t_5, -1.0);
    vec2 t_8 = dFdx(t_5);
    vec2 t_9 = dFdy(t_5);
    vec4 t_10 = textureGrad(albedo, t_5, t_8 * vec2(2.0, 2.0), t_9 * vec2(2.0, 2.0));
    vec4 t_11 = textureGather(albedo, t_5, 1);
    float t_12 = textureQueryLod(albedo, t_5).x;
    vec4 t_13 = t_6 + t_7 + t_10 + t_11 * vec4(0.25, 0.25, 0.25, 0.25);
    t_13.w = t_12;
    vec4 t_14 = texture(environment, normalize(t_4.normal));
    out_result = t_13 + t_14;
    return;
}
