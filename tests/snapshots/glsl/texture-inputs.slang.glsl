#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D grad;
layout(binding = 1, set = 0) uniform texture3D board;
layout(binding = 2, set = 0, r32f) uniform image2D rw;
layout(binding = 3, set = 0) uniform sampler linearSampler;
layout(binding = 4, set = 0) uniform sampler pointSampler;
layout(std430, binding = 5, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    ivec3 t_1 = ivec3(int(t), 1, 0);
    vec4 t_2 = texelFetch(grad, ivec2(t_1.xy), int(t_1.z));
    uint t_3 = t * 5u;
    outputBuffer.data[t_3] = t_2.x + t_2.w;
    float t_4 = float(t);
    vec4 t_5 = textureLod(sampler2D(grad, linearSampler), vec2(3.5 - t_4, 2.5) / vec2(4.0, 4.0), 0.0);
    outputBuffer.data[t_3 + 1u] = t_5.x + t_5.y;
    uvec2 t_6 = uvec2(textureSize(grad, 0));
    uint t_7 = t & 1u;
    int t_8 = int(t_7);
    ivec3 t_9 = ivec3(t_8, 1, 1);
    vec4 t_10 = texelFetch(grad, ivec2(t_9.xy), int(t_9.z));
    outputBuffer.data[t_3 + 2u] = float(t_6.x * 10u + t_6.y) + t_10.x;
    ivec2 t_11 = ivec2(uvec2(t, t));
    float t_12 = imageLoad(rw, ivec2(t_11)).x;
    imageStore(rw, ivec2(t_11), vec4(t_12 * 2.0 + t_4, 0.0, 0.0, 0.0));
    float t_13 = imageLoad(rw, ivec2(t_11)).x;
    outputBuffer.data[t_3 + 3u] = t_13;
    uint t_14 = t >> (1u & 31u);
    ivec4 t_15 = ivec4(t_8, int(t_14), 0, 0);
    float t_16 = texelFetch(board, ivec3(t_15.xyz), int(t_15.w)).x;
    float t_17 = textureLod(sampler3D(board, pointSampler), vec3(float(t_7) + 0.25, float(t_14) + 0.75, 0.4) / vec3(2.0, 2.0, 2.0), 0.0).x;
    outputBuffer.data[t_3 + 4u] = t_16 + 10.0 * t_17;
    return;
}
