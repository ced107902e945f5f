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
    Record r = Record(0, 0.0, ivec2(0));
    r = Record(t_2, t_3, t_4);
    Record o = Record(0, 0.0, ivec2(0));
    int t_5 = r.a;
    o.a = t_5 * 10;
    float t_6 = r.b;
    o.b = t_6 * 2.0;
    ivec2 t_7 = r.c;
    ivec2 t_8 = r.c;
    ivec2 t_9 = r.c;
    ivec2 t_10 = r.c;
    o.c = ivec2(t_7.x + t_8.y, t_9.y - t_10.x);
    Record t_11 = o;
    outputBuffer.data[t_1].a = t_11.a;
    outputBuffer.data[t_1].b = t_11.b;
    outputBuffer.data[t_1].c = t_11.c;
    return;
}
