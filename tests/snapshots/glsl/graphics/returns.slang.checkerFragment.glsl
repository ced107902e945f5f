#version 450
layout(location = 0) in vec2 in_uv;
layout(location = 1) flat in int in_tile;
layout(location = 0) out vec4 out_result;
void main();
void main() {
    int t = in_tile;
    vec2 t_1 = in_uv;
    vec4 t_2 = gl_FragCoord;
    ivec2 t_3 = ivec2(t_2.xy) / ivec2(8, 8);
    vec4 t_4;
    if ((t_3.x + t_3.y + t & 1) == 0) {
        out_result = vec4(t_1, 0.0, 1.0);
        return;
    } else {
        t_4 = vec4(0.0, 0.0, 0.0, 0.0);
    }
    out_result = vec4(0.0, 0.0, 0.0, 1.0);
    return;
}
