#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D grad;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    int t_1 = int(t);
    ivec3 t_2 = ivec3(t_1, 0, 0);
    vec4 t_3 = texelFetchOffset(grad, ivec2(t_2.xy), int(t_2.z), ivec2(0, 2));
    ivec3 t_4 = ivec3(0, t_1, 0);
    vec4 t_5 = texelFetchOffset(grad, ivec2(t_4.xy), int(t_4.z), ivec2(3, 0));
    uint t_6 = t * 2u;
    outputBuffer.data[t_6] = t_3.y * 3.0 + t_3.x;
    outputBuffer.data[t_6 + 1u] = t_5.x * 3.0 + t_5.y * 3.0;
    return;
}
