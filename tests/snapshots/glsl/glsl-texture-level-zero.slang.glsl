#version 450
layout(local_size_x = 2, local_size_y = 2, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform sampler2D board;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    vec2 t_1 = vec2(t.xy) * vec2(16.0, 16.0) + vec2(0.03125, 0.03125);
    uint t_2 = (t.y * 2u + t.x) * 3u;
    vec4 t_3 = textureLod(board, t_1, 0.0);
    outputBuffer.data[t_2] = int(roundEven(t_3.x * 255.0));
    vec4 t_4 = textureLod(board, t_1, 0.0);
    outputBuffer.data[t_2 + 1u] = int(roundEven(t_4.y * 255.0));
    vec4 t_5 = textureLodOffset(board, t_1, 0.0, ivec2(-8, 0));
    outputBuffer.data[t_2 + 2u] = int(roundEven(t_5.z * 255.0));
    return;
}
