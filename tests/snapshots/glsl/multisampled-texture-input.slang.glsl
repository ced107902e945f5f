#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2DMS tex;
layout(binding = 1, set = 0) uniform texture2DMSArray texArray;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    ivec3 t = ivec3(1, 2, 3);
    vec4 t_1 = texelFetch(tex, ivec2(t.xy), int(t.z));
    outputBuffer.data[0u] = t_1.x + t_1.y + t_1.z + t_1.w;
    ivec4 t_2 = ivec4(3, 0, 1, 1);
    float t_3 = texelFetch(texArray, ivec3(t_2.xyz), int(t_2.w)).x;
    outputBuffer.data[1u] = t_3 + 5.0;
    uvec2 t_4 = uvec2(textureSize(tex));
    outputBuffer.data[2u] = float(t_4.x);
    outputBuffer.data[3u] = float(t_4.y);
    outputBuffer.data[4u] = float(uint(textureSamples(tex)));
    outputBuffer.data[5u] = float(uvec3(textureSize(texArray)).z * 10u + uint(textureSamples(texArray)));
    return;
}
