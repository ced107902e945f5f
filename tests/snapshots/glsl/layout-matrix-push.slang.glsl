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
    mat3x4 params = mat3x4(0.0);
    mat4x3 params_1 = mat4x3(0.0);
    mat2x3 params_2 = mat2x3(0.0);
    params = t;
    params_1 = t_1;
    params_2 = transpose(mat3x2(t_2, t_3, t_4));
    mat3x4 t_5 = params;
    vec3 t_6 = vec4(1.0, 10.0, 100.0, 1000.0) * t_5;
    mat3x4 t_7 = params;
    vec4 t_8 = t_7 * vec3(1.0, 10.0, 100.0);
    mat4x3 t_9 = params_1;
    vec4 t_10 = vec3(1.0, 10.0, 100.0) * t_9;
    mat4x3 t_11 = params_1;
    vec3 t_12 = t_11 * vec4(1.0, 10.0, 100.0, 1000.0);
    mat2x3 t_13 = params_2;
    vec2 t_14 = vec3(1.0, 10.0, 100.0) * t_13;
    mat2x3 t_15 = params_2;
    vec3 t_16 = t_15 * vec2(1.0, 10.0);
    outputBuffer.data[0u] = t_6.x;
    outputBuffer.data[1u] = t_6.y;
    outputBuffer.data[2u] = t_6.z;
    outputBuffer.data[3u] = t_8.x;
    outputBuffer.data[4u] = t_8.y;
    outputBuffer.data[5u] = t_8.z;
    outputBuffer.data[6u] = t_8.w;
    outputBuffer.data[7u] = t_10.x;
    outputBuffer.data[8u] = t_10.y;
    outputBuffer.data[9u] = t_10.z;
    outputBuffer.data[10u] = t_10.w;
    outputBuffer.data[11u] = t_12.x;
    outputBuffer.data[12u] = t_12.y;
    outputBuffer.data[13u] = t_12.z;
    outputBuffer.data[14u] = t_14.x;
    outputBuffer.data[15u] = t_14.y;
    outputBuffer.data[16u] = t_16.x;
    outputBuffer.data[17u] = t_16.y;
    outputBuffer.data[18u] = t_16.z;
    float t_17 = params[1][2];
    outputBuffer.data[19u] = t_17;
    float t_18 = params_1[3][1];
    outputBuffer.data[20u] = t_18;
    float t_19 = params_2[1][0];
    outputBuffer.data[21u] = t_19;
    mat3x4 t_20 = params;
    mat3x4 a = mat3x4(0.0);
    a = t_20;
    float t_21 = a[2][3];
    outputBuffer.data[22u] = t_21;
    vec4 t_22 = params[2];
    outputBuffer.data[23u] = t_22.y;
    return;
}
