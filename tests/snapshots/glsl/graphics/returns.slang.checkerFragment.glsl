#version 450
layout(location = 0) in vec2 in_uv;
layout(location = 1) flat in int in_tile;
layout(location = 0) out vec4 out_result;
void main();
void main() {
    vec4 t = vec4(0.0);
    int t_1 = 0;
    int t_2 = in_tile;
    t_1 = t_2;
    int t_3 = t_1;
    vec2 t_4 = vec2(0.0);
    vec2 t_5 = in_uv;
    t_4 = t_5;
    vec2 t_6 = t_4;
    vec4 t_7 = vec4(0.0);
    vec4 t_8 = gl_FragCoord;
    t_7 = t_8;
    vec4 t_9 = t_7;
    ivec2 t_10 = ivec2(t_9.xy) / ivec2(8, 8);
    if ((t_10.x + t_10.y + t_3 & 1) == 0) {
        t = vec4(t_6, 0.0, 1.0);
        vec4 t_11 = t;
        out_result = t_11;
        return;
    }
    t = vec4(0.0, 0.0, 0.0, 1.0);
    vec4 t_12 = t;
    out_result = t_12;
    return;
}
