#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    float[] data;
} inputs;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int compareMask(float x, float y);
void main();
int compareMask(float x, float y) {
    return (x == y ? 1 : 0) | (x != y ? 2 : 0) | (x < y ? 4 : 0) | (x <= y ? 8 : 0) | (x > y ? 16 : 0) | (x >= y ? 32 : 0);
}
void main() {
    float t = inputs.data[0u];
    float t_1 = inputs.data[1u];
    float t_2 = inputs.data[2u];
    float t_3 = inputs.data[3u];
    int t_4 = compareMask(t, t);
    int t_5 = compareMask(t, t_3);
    int t_6 = compareMask(t_3, t);
    outputBuffer.data[0u] = t_4 | t_5 << (8 & 31) | t_6 << (16 & 31);
    int t_7 = compareMask(uintBitsToFloat(0xffc00000u), uintBitsToFloat(0xffc00000u));
    int t_8 = compareMask(uintBitsToFloat(0xffc00000u), 1.0);
    int t_9 = compareMask(t_3, t_3);
    outputBuffer.data[1u] = t_7 | t_8 << (8 & 31) | t_9 << (16 & 31);
    outputBuffer.data[2u] = (isnan(t) ? 1 : 0) | (isinf(t) ? 2 : 0) | (!(isnan(t) || isinf(t)) ? 4 : 0) | ((isnan(t_1) ? 1 : 0) | (isinf(t_1) ? 2 : 0) | (!(isnan(t_1) || isinf(t_1)) ? 4 : 0)) << (4 & 31) | ((isnan(t_2) ? 1 : 0) | (isinf(t_2) ? 2 : 0) | (!(isnan(t_2) || isinf(t_2)) ? 4 : 0)) << (8 & 31) | ((isnan(t_3) ? 1 : 0) | (isinf(t_3) ? 2 : 0) | (!(isnan(t_3) || isinf(t_3)) ? 4 : 0)) << (12 & 31) | 65536;
    vec3 t_10 = vec3(t, t_1, t_3);
    bvec3 t_11 = isnan(t_10);
    bvec3 t_12 = isinf(t_10);
    bvec3 t_13 = not(bvec3(uvec3(isnan(t_10)) | uvec3(isinf(t_10))));
    outputBuffer.data[3u] = (t_11.x ? 1 : 0) | (t_11.y ? 2 : 0) | (t_11.z ? 4 : 0) | (t_12.x ? 8 : 0) | (t_12.y ? 16 : 0) | (t_12.z ? 32 : 0) | (t_13.x ? 64 : 0) | (t_13.y ? 128 : 0) | (t_13.z ? 256 : 0);
    vec2 t_14 = vec2(t, t_3);
    bvec2 t_15 = notEqual(t_14, t_14);
    bvec2 t_16 = equal(t_14, t_14);
    outputBuffer.data[4u] = (t_15.x ? 1 : 0) | (t_15.y ? 2 : 0) | (t_16.x ? 4 : 0) | (t_16.y ? 8 : 0);
    return;
}
