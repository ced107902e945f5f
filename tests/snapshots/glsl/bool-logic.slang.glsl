#version 450
layout(local_size_x = 6, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    int t_3 = t_2 - t_2 / 2 * 2;
    bool t_4 = t_2 > 2;
    bool t_5 = t_3 == 0;
    int r = (t_4 ? t_5 : false) ? 1 : 0;
    int r_1 = (t_4 ? true : t_5) ? r | 2 : r;
    int r_2 = t_4 != t_5 ? r_1 | 4 : r_1;
    outputBuffer.data[t_1] = (t_4 ? r_2 : r_2 | 8) + ((t_4 ? t_3 != 0 : false) ? 100 : 0);
    if (t_1 == 0u) {
        bvec3 t_6 = greaterThan(ivec3(1, 5, 3) + ivec3(t_2), ivec3(2, 2, 2));
        outputBuffer.data[6u] = (t_6.x ? 1 : 0) + (t_6.y ? 10 : 0) + (t_6.z ? 100 : 0) + (all(t_6) ? 1000 : 0) + (any(t_6) ? 10000 : 0);
    }
    return;
}
