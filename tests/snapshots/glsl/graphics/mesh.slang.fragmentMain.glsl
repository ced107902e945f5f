#version 450
struct MeshVertex
{
    vec4 position;
    vec3 color;
};
layout(location = 0) in vec3 in_input_color;
layout(location = 0) out vec4 out_result;
void main();
void main() {
    MeshVertex t = MeshVertex(vec4(0.0), vec3(0.0));
    vec4 t_1 = gl_FragCoord;
    t.position = t_1;
    vec3 t_2 = in_input_color;
    t.color = t_2;
    MeshVertex t_3 = t;
    out_result = vec4(t_3.color, 1.0);
    return;
}
