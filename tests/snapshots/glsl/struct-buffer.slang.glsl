#version 450
struct Record
{
    int a;
    float b;
    ivec2 c;
};
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    Record[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    Record[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = inputBuffer.data[t_1].a;
    float t_3 = inputBuffer.data[t_1].b;
    ivec2 t_4 = inputBuffer.data[t_1].c;
    int t_5 = t_4.x;
    int t_6 = t_4.y;
    outputBuffer.data[t_1].a = t_2 * 10;
    outputBuffer.data[t_1].b = t_3 * 2.0;
    outputBuffer.data[t_1].c = ivec2(t_5 + t_6, t_6 - t_5);
    return;
}
