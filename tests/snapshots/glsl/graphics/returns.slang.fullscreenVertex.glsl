#version 460
layout(location = 0) out vec2 out_uv;
void main();
void main() {
    int t = gl_VertexIndex;
    int t_1 = gl_BaseVertex;
    uint t_2 = uint(t - t_1);
    vec2 t_3 = vec2(float(t_2 << (1u & 31u) & 2u), float(t_2 & 2u));
    out_uv = t_3;
    gl_Position = vec4(t_3 * vec2(2.0, 2.0) - vec2(1.0, 1.0), 0.0, 1.0);
    return;
}
