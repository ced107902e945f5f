#version 460
layout(location = 0) out vec2 out_uv;
void main();
void main() {
    vec4 t = vec4(0.0);
    vec2 t_1 = vec2(0.0);
    uint t_2 = 0u;
    int t_3 = gl_VertexIndex;
    int t_4 = gl_BaseVertex;
    t_2 = uint(t_3 - t_4);
    uint t_5 = t_2;
    t_1 = vec2(float(t_5 << (1u & 31u) & 2u), float(t_5 & 2u));
    vec2 t_6 = t_1;
    t = vec4(t_6 * vec2(2.0, 2.0) - vec2(1.0, 1.0), 0.0, 1.0);
    vec2 t_7 = t_1;
    out_uv = t_7;
    vec4 t_8 = t;
    gl_Position = t_8;
    return;
}
