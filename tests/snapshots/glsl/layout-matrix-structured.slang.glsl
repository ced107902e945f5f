#version 450
struct Params
{
    mat3x4 a;
    mat4x3 b;
    vec2[3] c;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    Params[] data;
} pbuf;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
void main();
void main() {
    mat3x4 t = pbuf.data[0u].a;
    mat3x4 t_1 = pbuf.data[0u].a;
    mat4x3 t_2 = pbuf.data[0u].b;
    mat4x3 t_3 = pbuf.data[0u].b;
    vec2 t_4 = pbuf.data[0u].c[0];
    vec2 t_5 = pbuf.data[0u].c[1];
    vec2 t_6 = pbuf.data[0u].c[2];
    vec2 t_7 = pbuf.data[0u].c[0];
    vec2 t_8 = pbuf.data[0u].c[1];
    vec2 t_9 = pbuf.data[0u].c[2];
    vec3 t_10 = vec4(1.0, 10.0, 100.0, 1000.0) * t;
    outputBuffer.data[0u] = t_10.x;
    outputBuffer.data[1u] = t_10.y;
    outputBuffer.data[2u] = t_10.z;
    vec4 t_11 = t_1 * vec3(1.0, 10.0, 100.0);
    outputBuffer.data[3u] = t_11.x;
    outputBuffer.data[4u] = t_11.y;
    outputBuffer.data[5u] = t_11.z;
    outputBuffer.data[6u] = t_11.w;
    vec4 t_12 = vec3(1.0, 10.0, 100.0) * t_2;
    outputBuffer.data[7u] = t_12.x;
    outputBuffer.data[8u] = t_12.y;
    outputBuffer.data[9u] = t_12.z;
    outputBuffer.data[10u] = t_12.w;
    vec3 t_13 = t_3 * vec4(1.0, 10.0, 100.0, 1000.0);
    outputBuffer.data[11u] = t_13.x;
    outputBuffer.data[12u] = t_13.y;
    outputBuffer.data[13u] = t_13.z;
    vec2 t_14 = mat3x2(t_4, t_5, t_6) * vec3(1.0, 10.0, 100.0);
    outputBuffer.data[14u] = t_14.x;
    outputBuffer.data[15u] = t_14.y;
    vec3 t_15 = vec2(1.0, 10.0) * mat3x2(t_7, t_8, t_9);
    outputBuffer.data[16u] = t_15.x;
    outputBuffer.data[17u] = t_15.y;
    outputBuffer.data[18u] = t_15.z;
    float t_16 = pbuf.data[0u].a[1][2];
    outputBuffer.data[19u] = t_16;
    float t_17 = pbuf.data[0u].b[3][1];
    outputBuffer.data[20u] = t_17;
    float t_18 = pbuf.data[0u].c[0][1];
    outputBuffer.data[21u] = t_18;
    mat3x4 t_19 = pbuf.data[0u].a;
    outputBuffer.data[22u] = t_19[2].w;
    vec4 t_20 = pbuf.data[0u].a[2];
    outputBuffer.data[23u] = t_20.y;
    return;
}
