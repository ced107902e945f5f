#version 460
struct VertexOut
{
    vec4 position;
    vec2 uv;
    uint material;
    float fog;
    vec3 normal;
};
struct VertexIn
{
    vec3 position;
    vec2 uv;
    uint material;
};
layout(location = 0) in vec3 in_input_position;
layout(location = 1) in vec2 in_input_uv;
layout(location = 2) in uint in_input_material;
layout(location = 0) out vec2 out_result_uv;
layout(location = 1) flat out uint out_result_material;
layout(location = 2) noperspective out float out_result_fog;
layout(location = 3) centroid out vec3 out_result_normal;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    vec4[4] modelViewProjection;
    float threshold;
} globalParams;
void main();
void main() {
    VertexOut t = VertexOut(vec4(0.0), vec2(0.0), 0u, 0.0, vec3(0.0));
    int t_1 = gl_InstanceIndex;
    int t_2 = gl_BaseInstance;
    int t_3 = gl_VertexIndex;
    int t_4 = gl_BaseVertex;
    VertexIn t_5 = VertexIn(vec3(0.0), vec2(0.0), 0u);
    vec3 t_6 = in_input_position;
    t_5.position = t_6;
    vec2 t_7 = in_input_uv;
    t_5.uv = t_7;
    uint t_8 = in_input_material;
    t_5.material = t_8;
    VertexIn t_9 = t_5;
    vec3 t_10 = t_9.position;
    vec4 t_11 = vec4(t_10, 1.0);
    t_11.x = t_10.x + float(uint(t_1 - t_2)) * 0.5;
    vec4 t_12 = globalParams.modelViewProjection[0];
    vec4 t_13 = globalParams.modelViewProjection[1];
    vec4 t_14 = globalParams.modelViewProjection[2];
    vec4 t_15 = globalParams.modelViewProjection[3];
    vec4 t_16 = t_11 * transpose(mat4(t_12, t_13, t_14, t_15));
    t = VertexOut(t_16, t_9.uv, t_9.material + uint(t_3 - t_4), t_16.z * 0.25, vec3(0.0, 0.0, 1.0));
    vec4 t_17 = t.position;
    gl_Position = t_17;
    vec2 t_18 = t.uv;
    out_result_uv = t_18;
    uint t_19 = t.material;
    out_result_material = t_19;
    float t_20 = t.fog;
    out_result_fog = t_20;
    vec3 t_21 = t.normal;
    out_result_normal = t_21;
    return;
}
