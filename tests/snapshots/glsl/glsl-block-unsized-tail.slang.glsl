#version 450
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer Out_block
{
    uint count;
    uvec2 pair;
    uint[] data;
} outBuf;
layout(std430, binding = 1, set = 0) buffer In_block
{
    uint first;
    uint[] vals;
} inBuf;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    if (t_1 < 3u) {
        uint t_2 = inBuf.vals[t_1];
        uint t_3 = inBuf.first;
        outBuf.data[t_1] = t_2 * 10u + t_3;
    }
    if (t_1 == 0u) {
        outBuf.count = 3u;
        uint t_4 = inBuf.first;
        outBuf.pair = uvec2(t_4, 9u);
    }
    return;
}
