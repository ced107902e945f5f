#version 450
struct VertexOut
{
    vec4 position;
    vec2 uv;
    vec3 normal;
};
layout(location = 0) in vec3 in_position;
layout(location = 1) in vec2 in_uv;
layout(location = 2) in vec3 in_normal;
layout(location = 0) out vec2 out_result_uv;
layout(location = 1) out vec3 out_result_normal;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    vec4[4] modelViewProjection;
} globalParams;
void main();
void main() {
    VertexOut t = VertexOut(vec4(0.0), vec2(0.0), vec3(0.0));
    vec3 t_1 = in_normal;
    vec2 t_2 = in_uv;
    vec3 t_3 = in_position;
    vec4 t_4 = globalParams.modelViewProjection[0];
    vec4 t_5 = globalParams.modelViewProjection[1];
    vec4 t_6 = globalParams.modelViewProjection[2];
    vec4 t_7 = globalParams.modelViewProjection[3];
    t = VertexOut(vec4(t_3, 1.0) * transpose(mat4(t_4, t_5, t_6, t_7)), t_2, t_1);
    vec4 t_8 = t.position;
    gl_Position = t_8;
    vec2 t_9 = t.uv;
    out_result_uv = t_9;
    vec3 t_10 = t.normal;
    out_result_normal = t_10;
    return;
}
