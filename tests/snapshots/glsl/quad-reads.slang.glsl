#version 450
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = subgroupQuadBroadcast(t_1, uint(2u));
    uint t_3 = subgroupQuadSwapHorizontal(t_1);
    uint t_4 = subgroupQuadSwapVertical(t_1);
    uint t_5 = subgroupQuadSwapDiagonal(t_1);
    outputBuffer.data[t_1] = t_2 * 1000u + t_3 * 100u + t_4 * 10u + t_5;
    uvec2 t_6 = subgroupQuadBroadcast(uvec2(t_1, 20u + t_1), uint(3u));
    vec2 t_7 = subgroupQuadSwapHorizontal(vec2(float(t_1), 0.5));
    outputBuffer.data[8u + t_1] = t_6.y * 100u + uint(t_7.x * 2.0 + t_7.y * 2.0);
    return;
}
