#version 460
#extension GL_EXT_nonuniform_qualifier : require
struct Scale
{
    float factor;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    float t_2 = float(t_1) + 2.0;
    float t_3 = max(t_2, 1.5);
    outputBuffer.data[0u] = t_3;
    float t_4 = float(t_2 * 3.0 + 1.0);
    outputBuffer.data[1u] = t_4;
    float t_5 = (float(3) + vec2(1.0, t_2).y);
    outputBuffer.data[2u] = t_5;
    float t_6 = min(t_2 + 4.0, t_2);
    outputBuffer.data[3u] = t_6;
    float t_7 = 0.0;
    t_7 = 10.0;
    t_7 += t_2;
    float t_8 = t_7;
    outputBuffer.data[4u] = t_8;
    float t_9 = float(t_2 + t_2);
    outputBuffer.data[5u] = t_9;
    int t_10 = int(t_2) + 1;
    int t_11 = int(t_10 + t_10);
    outputBuffer.data[6u] = float(t_11);
    uint t_12 = nonuniformEXT(t_1 + 9u);
    outputBuffer.data[7u] = float(t_12);
    float t_13 = ((Scale(2.5).factor * t_2));
    outputBuffer.data[8u] = t_13;
    float t_14 = max(-t_2, -3.0);
    outputBuffer.data[9u] = t_14;
    return;
}
