#version 450
struct Entry
{
    uvec2 tex;
    uvec2 samp;
    uint tag;
    uint unused;
};
layout(local_size_x = 2, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    Entry[] data;
} entries;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} output_1;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uvec2 t_2 = entries.data[t_1].tex;
    uvec2 t_3 = entries.data[t_1].samp;
    uint t_4 = entries.data[t_1].tag;
    uvec2 t_5 = t_2 + uvec2(100u, 200u);
    uint t_6 = t_1 * 4u;
    output_1.data[t_6] = t_4;
    output_1.data[t_6 + 1u] = t_2.x * 10u + t_2.y;
    output_1.data[t_6 + 2u] = t_3.x * 10u + t_3.y;
    output_1.data[t_6 + 3u] = t_5.x + t_5.y;
    return;
}
