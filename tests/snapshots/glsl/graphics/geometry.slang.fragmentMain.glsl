#version 450
struct FragmentIn
{
    vec4 position;
    vec3 color;
    vec2 barycentric;
};
layout(location = 0) in vec3 in_input_color;
layout(location = 1) in vec2 in_input_barycentric;
layout(location = 0) out vec4 out_result;
void main();
void main() {
    FragmentIn t = FragmentIn(vec4(0.0), vec3(0.0), vec2(0.0));
    vec4 t_1 = gl_FragCoord;
    t.position = t_1;
    vec3 t_2 = in_input_color;
    t.color = t_2;
    vec2 t_3 = in_input_barycentric;
    t.barycentric = t_3;
    FragmentIn t_4 = t;
    out_result = vec4(t_4.color * vec3(t_4.barycentric.x), 1.0);
    return;
}
