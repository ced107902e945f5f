#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform sampler2D grad;
layout(binding = 1, set = 0) uniform sampler2D nearest;
layout(binding = 2, set = 0) uniform samplerCube cube;
layout(binding = 3, set = 0) uniform sampler2DArray layers;
layout(binding = 4, set = 0) uniform texture2D separate;
layout(binding = 5, set = 0) uniform sampler linearSampler;
layout(std430, binding = 6, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uint t = gl_LocalInvocationIndex;
    uint t_1 = t * 10u;
    ivec3 t_2 = ivec3(int(t), 1, 0);
    vec4 t_3 = texelFetch(grad, ivec2(t_2.xy), int(t_2.z));
    outputBuffer.data[t_1] = t_3.x + t_3.y;
    float t_4 = float(t);
    float t_5 = t_4 + 0.5;
    vec4 t_6 = textureLod(grad, vec2(t_5, 2.5) / vec2(4.0, 4.0), 0.0);
    outputBuffer.data[t_1 + 1u] = t_6.x + t_6.y;
    uvec2 t_7 = uvec2(textureSize(grad, int(0u)));
    outputBuffer.data[t_1 + 2u] = float(t_7.x * 100u + t_7.y * 10u + uint(textureQueryLevels(grad)));
    vec4 t_8 = textureGrad(grad, vec2(3.5 - t_4, 0.5) / vec2(4.0, 4.0), vec2(0.0, 0.0), vec2(0.0, 0.0));
    outputBuffer.data[t_1 + 3u] = t_8.x * 10.0 + t_8.w;
    vec4 t_9 = textureGather(grad, vec2(float(t % 3u + 1u), 2.0) / vec2(4.0, 4.0), 0);
    outputBuffer.data[t_1 + 4u] = dot(t_9, vec4(1.0, 10.0, 100.0, 1000.0));
    vec4 t_10 = textureLod(nearest, vec2(t_4 + 0.9, 0.1) / vec2(4.0, 4.0), 0.0);
    outputBuffer.data[t_1 + 5u] = t_10.x;
    uvec2 t_11 = uvec2(textureSize(cube, 0));
    vec4 t_12 = textureLod(cube, vec3(1.0, 0.2 * t_4, -0.3), 0.0);
    outputBuffer.data[t_1 + 6u] = t_12.x + float(t_11.x * 10u) + float(t_11.y);
    uvec3 t_13 = uvec3(textureSize(layers, 0));
    uint t_14 = t & 1u;
    vec4 t_15 = textureLod(layers, vec3(0.3, 0.6, float(t_14)), 0.0);
    outputBuffer.data[t_1 + 7u] = t_15.y + float(t_13.x * 100u) + float(t_13.y * 10u) + float(t_13.z);
    vec4 t_16 = textureLod(grad, vec2(0.5, t_5) / vec2(4.0, 4.0), 0.0);
    ivec3 t_17 = ivec3(ivec2(uvec2(t, 0u)), 0);
    vec4 t_18 = texelFetch(grad, ivec2(t_17.xy), int(t_17.z));
    outputBuffer.data[t_1 + 8u] = t_16.y * 10.0 + t_18.x;
    vec4 t_19 = textureGather(sampler2D(separate, linearSampler), vec2(2.0, float(1u + t_14)) / vec2(4.0, 4.0), 1);
    vec4 t_20 = textureGrad(sampler2D(separate, linearSampler), vec2(t_5, 3.5) / vec2(4.0, 4.0), vec2(0.0, 0.0), vec2(0.0, 0.0));
    outputBuffer.data[t_1 + 9u] = dot(t_19, vec4(1.0, 10.0, 100.0, 1000.0)) + t_20.x;
    return;
}
