#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D t4;
layout(binding = 1, set = 0) uniform texture2D t2;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    ivec3 t = ivec3(1, 2, 0);
    vec4 t_1 = texelFetch(t4, ivec2(t.xy), int(t.z));
    vec4 t_2 = t_1 + vec4(1.0, 1.0, 1.0, 1.0);
    ivec3 t_3 = ivec3(0, 0, 0);
    vec2 t_4 = texelFetch(t2, ivec2(t_3.xy), int(t_3.z)).xy;
    vec2 t_5 = t_4 + vec2(1.0, 1.0);
    outputBuffer.data[0u] = dot(t_2, t_2) + 2.0;
    outputBuffer.data[1u] = dot(t_5, t_5) + 3.0;
    uvec2 t_6 = uvec2(textureSize(t4, 0));
    outputBuffer.data[2u] = float(int(t_6.x * t_6.y));
    uvec2 t_7 = uvec2(textureSize(t2, 0));
    outputBuffer.data[3u] = float(int(t_7.x * t_7.y));
    return;
}
