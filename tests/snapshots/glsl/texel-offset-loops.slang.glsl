#version 450
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(binding = 0, set = 0) uniform texture2D tex;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    ivec3 t = ivec3(3, 1, 0);
    vec4 t_1 = texelFetchOffset(tex, ivec2(t.xy), int(t.z), ivec2(-2, 0));
    ivec3 t_2 = ivec3(3, 1, 0);
    vec4 t_3 = texelFetchOffset(tex, ivec2(t_2.xy), int(t_2.z), ivec2(-1, 0));
    ivec3 t_4 = ivec3(3, 1, 0);
    vec4 t_5 = texelFetchOffset(tex, ivec2(t_4.xy), int(t_4.z), ivec2(0, 0));
    ivec3 t_6 = ivec3(3, 1, 0);
    vec4 t_7 = texelFetchOffset(tex, ivec2(t_6.xy), int(t_6.z), ivec2(1, 0));
    ivec3 t_8 = ivec3(3, 1, 0);
    vec4 t_9 = texelFetchOffset(tex, ivec2(t_8.xy), int(t_8.z), ivec2(2, 0));
    outputBuffer.data[0u] = 0.0 + t_1.x + t_3.x + t_5.x + t_7.x + t_9.x;
    ivec3 t_10 = ivec3(1, 1, 0);
    vec4 t_11 = texelFetchOffset(tex, ivec2(t_10.xy), int(t_10.z), ivec2(0, 0));
    ivec3 t_12 = ivec3(1, 1, 0);
    vec4 t_13 = texelFetchOffset(tex, ivec2(t_12.xy), int(t_12.z), ivec2(1, 0));
    ivec3 t_14 = ivec3(1, 1, 0);
    vec4 t_15 = texelFetchOffset(tex, ivec2(t_14.xy), int(t_14.z), ivec2(0, 1));
    ivec3 t_16 = ivec3(1, 1, 0);
    vec4 t_17 = texelFetchOffset(tex, ivec2(t_16.xy), int(t_16.z), ivec2(1, 1));
    ivec3 t_18 = ivec3(1, 1, 0);
    vec4 t_19 = texelFetchOffset(tex, ivec2(t_18.xy), int(t_18.z), ivec2(0, 2));
    ivec3 t_20 = ivec3(1, 1, 0);
    vec4 t_21 = texelFetchOffset(tex, ivec2(t_20.xy), int(t_20.z), ivec2(1, 2));
    outputBuffer.data[1u] = 0.0 + t_11.y + t_13.y + t_15.y + t_17.y + t_19.y + t_21.y;
    ivec3 t_22 = ivec3(0, 0, 0);
    vec4 t_23 = texelFetchOffset(tex, ivec2(t_22.xy), int(t_22.z), ivec2(0, 0));
    ivec3 t_24 = ivec3(0, 0, 0);
    vec4 t_25 = texelFetchOffset(tex, ivec2(t_24.xy), int(t_24.z), ivec2(2, 0));
    ivec3 t_26 = ivec3(0, 0, 0);
    vec4 t_27 = texelFetchOffset(tex, ivec2(t_26.xy), int(t_26.z), ivec2(4, 0));
    outputBuffer.data[2u] = 0.0 + t_23.x + t_25.x + t_27.x;
    outputBuffer.data[3u] = 6.0;
    return;
}
