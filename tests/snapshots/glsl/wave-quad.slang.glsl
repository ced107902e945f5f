#version 450
#extension GL_KHR_shader_subgroup_quad : require
layout(local_size_x = 8, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    bool t_2 = any(bvec4(t_1 == 1u, subgroupQuadSwapHorizontal(t_1 == 1u), subgroupQuadSwapVertical(t_1 == 1u), subgroupQuadSwapDiagonal(t_1 == 1u)));
    bool t_3 = all(bvec4(t_1 != 5u, subgroupQuadSwapHorizontal(t_1 != 5u), subgroupQuadSwapVertical(t_1 != 5u), subgroupQuadSwapDiagonal(t_1 != 5u)));
    bool t_4 = any(bvec4(t_1 == 6u ? true : t_1 == 2u, subgroupQuadSwapHorizontal(t_1 == 6u ? true : t_1 == 2u), subgroupQuadSwapVertical(t_1 == 6u ? true : t_1 == 2u), subgroupQuadSwapDiagonal(t_1 == 6u ? true : t_1 == 2u)));
    outputBuffer.data[t_1] = int(t_2) * 100 + int(t_3) * 10 + int(t_4);
    return;
}
