#version 460
struct VertexOut
{
    vec4 position;
    vec3 color;
    uint id;
};
layout(location = 0) in vec3 in_position;
layout(location = 1) in vec3 in_color;
layout(location = 0) out vec3 out_result_color;
layout(location = 1) flat out uint out_result_id;
void main();
void main() {
    VertexOut t = VertexOut(vec4(0.0), vec3(0.0), 0u);
    int t_1 = gl_VertexIndex;
    int t_2 = gl_BaseVertex;
    vec3 t_3 = in_color;
    vec3 t_4 = in_position;
    t = VertexOut(vec4(t_4, 1.0), t_3, uint(t_1 - t_2));
    vec4 t_5 = t.position;
    gl_Position = t_5;
    vec3 t_6 = t.color;
    out_result_color = t_6;
    uint t_7 = t.id;
    out_result_id = t_7;
    return;
}
