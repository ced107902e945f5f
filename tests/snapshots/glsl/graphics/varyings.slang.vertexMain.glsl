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
    uint t_1 = 0u;
    int t_2 = gl_InstanceIndex;
    int t_3 = gl_BaseInstance;
    t_1 = uint(t_2 - t_3);
    uint t_4 = t_1;
    uint t_5 = 0u;
    int t_6 = gl_VertexIndex;
    int t_7 = gl_BaseVertex;
    t_5 = uint(t_6 - t_7);
    uint t_8 = t_5;
    VertexIn t_9 = VertexIn(vec3(0.0), vec2(0.0), 0u);
    vec3 t_10 = in_input_position;
    t_9.position = t_10;
    vec2 t_11 = in_input_uv;
    t_9.uv = t_11;
    uint t_12 = in_input_material;
    t_9.material = t_12;
    VertexIn t_13 = t_9;
    vec3 t_14 = t_13.position;
    vec4 t_15 = vec4(t_14, 1.0);
    t_15.x = t_14.x + float(t_4) * 0.5;
    vec4 t_16 = globalParams.modelViewProjection[0];
    vec4 t_17 = globalParams.modelViewProjection[1];
    vec4 t_18 = globalParams.modelViewProjection[2];
    vec4 t_19 = globalParams.modelViewProjection[3];
    vec4 t_20 = t_15 * transpose(mat4(t_16, t_17, t_18, t_19));
    t = VertexOut(t_20, t_13.uv, t_13.material + t_8, t_20.z * 0.25, vec3(0.0, 0.0, 1.0));
    vec4 t_21 = t.position;
    gl_Position = t_21;
    vec2 t_22 = t.uv;
    out_result_uv = t_22;
    uint t_23 = t.material;
    out_result_material = t_23;
    float t_24 = t.fog;
    out_result_fog = t_24;
    vec3 t_25 = t.normal;
    out_result_normal = t_25;
    return;
}
