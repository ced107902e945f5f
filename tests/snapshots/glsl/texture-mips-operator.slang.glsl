#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D tex;
layout(binding = 1, set = 0) uniform texture2DArray layers;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = t_1 % 3u;
    ivec2 t_3 = ivec2(uvec2(t_1, 3u - t_1) >> (uvec2(t_2) & uvec2(31u, 31u)));
    int t_4 = int(t_2);
    ivec3 t_5 = ivec3(t_3, t_4);
    vec4 t_6 = texelFetch(tex, ivec2(t_5.xy), int(t_5.z));
    ivec3 t_7 = ivec3(t_3, t_4);
    vec4 t_8 = texelFetch(tex, ivec2(t_7.xy), int(t_7.z));
    outputBuffer.data[t_1] = t_6.x + t_6.y * 10.0;
    outputBuffer.data[4u + t_1] = float(all(equal(t_6, t_8)) ? 1 : 0);
    uint t_9 = t_1 & 1u;
    ivec4 t_10 = ivec4(ivec3(uvec3(1u, t_1 >> (t_9 & 31u), 1u)), int(t_9));
    vec4 t_11 = texelFetch(layers, ivec3(t_10.xyz), int(t_10.w));
    outputBuffer.data[8u + t_1] = t_11.x + t_11.y * 10.0;
    return;
}
