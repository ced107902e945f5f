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
    float[] data;
} outputBuffer;
layout(push_constant, std430) uniform EntryPointParams_block
{
    Params params;
} entryPointParams;
void main();
void main() {
    mat3x4 t = entryPointParams.params.a;
    mat4x3 t_1 = entryPointParams.params.b;
    vec2 t_2 = entryPointParams.params.c[0];
    vec2 t_3 = entryPointParams.params.c[1];
    vec2 t_4 = entryPointParams.params.c[2];
    mat2x3 t_5 = transpose(mat3x2(t_2, t_3, t_4));
    vec3 t_6 = vec4(1.0, 10.0, 100.0, 1000.0) * t;
    vec4 t_7 = t * vec3(1.0, 10.0, 100.0);
    vec4 t_8 = vec3(1.0, 10.0, 100.0) * t_1;
    vec3 t_9 = t_1 * vec4(1.0, 10.0, 100.0, 1000.0);
    vec2 t_10 = vec3(1.0, 10.0, 100.0) * t_5;
    vec3 t_11 = t_5 * vec2(1.0, 10.0);
    outputBuffer.data[0u] = t_6.x;
    outputBuffer.data[1u] = t_6.y;
    outputBuffer.data[2u] = t_6.z;
    outputBuffer.data[3u] = t_7.x;
    outputBuffer.data[4u] = t_7.y;
    outputBuffer.data[5u] = t_7.z;
    outputBuffer.data[6u] = t_7.w;
    outputBuffer.data[7u] = t_8.x;
    outputBuffer.data[8u] = t_8.y;
    outputBuffer.data[9u] = t_8.z;
    outputBuffer.data[10u] = t_8.w;
    outputBuffer.data[11u] = t_9.x;
    outputBuffer.data[12u] = t_9.y;
    outputBuffer.data[13u] = t_9.z;
    outputBuffer.data[14u] = t_10.x;
    outputBuffer.data[15u] = t_10.y;
    outputBuffer.data[16u] = t_11.x;
    outputBuffer.data[17u] = t_11.y;
    outputBuffer.data[18u] = t_11.z;
    outputBuffer.data[19u] = t[1].z;
    outputBuffer.data[20u] = t_1[3].y;
    outputBuffer.data[21u] = t_5[1].x;
    vec4 t_12 = t[2];
    outputBuffer.data[22u] = t_12.w;
    outputBuffer.data[23u] = t_12.y;
    return;
}
