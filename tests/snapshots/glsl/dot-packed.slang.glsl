#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} inputs;
void main();
uint core_dot4add_u8packed(uint a, uint p, uint p_1);
int core_dot4add_i8packed(uint a_1, uint b, int acc);
void main() {
    uint t = inputs.data[0u];
    uint t_1 = inputs.data[1u];
    uint t_2 = core_dot4add_u8packed(t, t_1, 10u);
    outputBuffer.data[0u] = int(t_2);
    uint t_3 = inputs.data[2u];
    uint t_4 = inputs.data[3u];
    int t_5 = core_dot4add_i8packed(t_3, t_4, -7);
    outputBuffer.data[1u] = t_5;
    uint t_6 = inputs.data[0u];
    outputBuffer.data[2u] = int((0.5 + dot(vec2(f16vec2(float16_t(1.5), float16_t(-2.25)) * f16vec2(float16_t(t_6 & 1u))), vec2(4.0, 2.0))) * 4.0);
    return;
}
uint core_dot4add_u8packed(uint a, uint p, uint p_1) {
    return p_1 + ((uvec4(a, a >> (8u & 31u), a >> (16u & 31u), a >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).x * (uvec4(p, p >> (8u & 31u), p >> (16u & 31u), p >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).x + (uvec4(a, a >> (8u & 31u), a >> (16u & 31u), a >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).y * (uvec4(p, p >> (8u & 31u), p >> (16u & 31u), p >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).y + (uvec4(a, a >> (8u & 31u), a >> (16u & 31u), a >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).z * (uvec4(p, p >> (8u & 31u), p >> (16u & 31u), p >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).z + (uvec4(a, a >> (8u & 31u), a >> (16u & 31u), a >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).w * (uvec4(p, p >> (8u & 31u), p >> (16u & 31u), p >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u)).w);
}
int core_dot4add_i8packed(uint a_1, uint b, int acc) {
    return acc + ((ivec4(int(a_1 << (24u & 31u)), int(a_1 << (16u & 31u)), int(a_1 << (8u & 31u)), int(a_1)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).x * (ivec4(int(b << (24u & 31u)), int(b << (16u & 31u)), int(b << (8u & 31u)), int(b)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).x + (ivec4(int(a_1 << (24u & 31u)), int(a_1 << (16u & 31u)), int(a_1 << (8u & 31u)), int(a_1)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).y * (ivec4(int(b << (24u & 31u)), int(b << (16u & 31u)), int(b << (8u & 31u)), int(b)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).y + (ivec4(int(a_1 << (24u & 31u)), int(a_1 << (16u & 31u)), int(a_1 << (8u & 31u)), int(a_1)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).z * (ivec4(int(b << (24u & 31u)), int(b << (16u & 31u)), int(b << (8u & 31u)), int(b)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).z + (ivec4(int(a_1 << (24u & 31u)), int(a_1 << (16u & 31u)), int(a_1 << (8u & 31u)), int(a_1)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).w * (ivec4(int(b << (24u & 31u)), int(b << (16u & 31u)), int(b << (8u & 31u)), int(b)) >> (ivec4(24, 24, 24, 24) & ivec4(31, 31, 31, 31))).w);
}
