#version 450
struct Params
{
    float[3] scale;
    ivec2[2] offsets;
    uint[2][2] pairs;
    float tail;
    mat3x2 m;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    float t_2 = globalParams.params.scale[0];
    float t_3 = globalParams.params.scale[1];
    float t_4 = globalParams.params.scale[2];
    outputBuffer.data[0u] = int(t_2 + t_3 * 10.0 + t_4 * 100.0);
    ivec2 t_5 = globalParams.params.offsets[1];
    outputBuffer.data[1u] = t_5.x;
    uint t_6 = t_1 + 1u;
    ivec2 t_7 = globalParams.params.offsets[t_6];
    outputBuffer.data[2u] = t_7.y;
    ivec2 t_8 = globalParams.params.offsets[t_1];
    outputBuffer.data[3u] = t_8.x * 10 + t_8.y;
    uint t_9 = globalParams.params.pairs[1][0];
    outputBuffer.data[4u] = int(t_9);
    uint t_10 = globalParams.params.pairs[t_1][t_6];
    outputBuffer.data[5u] = int(t_10);
    float t_11 = globalParams.params.tail;
    outputBuffer.data[6u] = int(t_11);
    float sum;
    uint k;
    float sum_1 = 0.0;
    uint k_1 = t_1;
    for (;;) {
        if (k_1 < 3u) {
        } else {
            float t_12 = sum_1;
            uint t_13 = k_1;
            sum = t_12;
            k = t_13;
            break;
        }
        float t_14 = globalParams.params.scale[k_1];
        float t_15 = sum_1 + t_14;
        uint t_16 = k_1 + 1u;
        sum_1 = t_15;
        k_1 = t_16;
        continue;
    }
    outputBuffer.data[7u] = int(sum);
    mat3x2 t_17 = globalParams.params.m;
    outputBuffer.data[8u] = int((vec2(1.0, 10.0) * t_17).z);
    float t_18 = globalParams.params.m[t_1 + 2u][1];
    outputBuffer.data[9u] = int(t_18);
    return;
}
