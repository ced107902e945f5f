#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    mat2[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uvec2[][2] data;
} flags;
void main();
void main() {
    mat2 t = inputBuffer.data[0u];
    mat2 t_1 = inputBuffer.data[1u];
    vec2 t_2 = t_1[0];
    vec2 t_3 = t[0];
    flags.data[0u][0] = mix(uvec2(0u, 0u), uvec2(1u, 1u), lessThan(t_3, t_2));
    vec2 t_4 = t_1[1];
    vec2 t_5 = t[1];
    flags.data[0u][1] = mix(uvec2(0u, 0u), uvec2(1u, 1u), lessThan(t_5, t_4));
    flags.data[1u][0] = mix(uvec2(0u, 0u), uvec2(1u, 1u), equal(t_3, t_2));
    flags.data[1u][1] = mix(uvec2(0u, 0u), uvec2(1u, 1u), equal(t_5, t_4));
    uvec2 t_6 = flags.data[0u][0];
    uvec2 t_7 = flags.data[0u][1];
    flags.data[2u][0] = mix(uvec2(0u, 0u), uvec2(1u, 1u), notEqual(t_7, uvec2(0u, 0u)));
    flags.data[2u][1] = mix(uvec2(1u, 1u), uvec2(0u, 0u), notEqual(t_6, uvec2(0u, 0u)));
    return;
}
