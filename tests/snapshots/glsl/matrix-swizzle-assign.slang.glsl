#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    ivec3 t_1 = ivec3(int(t.x));
    ivec3[3] m = ivec3[3](ivec3(0), ivec3(0), ivec3(0));
    m = ivec3[3](t_1, t_1, t_1);
    m[0][1] = 1;
    m[1][0] = 4;
    m[2][2] = 9;
    m[0][0] = 2;
    m[0][2] = 6;
    m[2][0] = 5;
    int t_2 = m[0][0];
    int t_3 = m[1][1];
    ivec2 t_4 = ivec2(t_2, t_3) + ivec2(10, 20);
    m[0][0] = t_4.x;
    m[1][1] = t_4.y;
    m[1][0] = 3;
    m[1][1] = 8;
    m[1][2] = 7;
    int r;
    int r_1 = 0;
    for (;;) {
        if (r_1 < 3) {
        } else {
            r = r_1;
            break;
        }
        int c;
        int c_1 = 0;
        for (;;) {
            if (c_1 < 3) {
            } else {
                c = c_1;
                break;
            }
            int t_5 = m[r_1][c_1];
            outputBuffer.data[uint(r_1 * 3 + c_1)] = t_5;
            c_1 = c_1 + 1;
            continue;
        }
        r_1 = r_1 + 1;
        continue;
    }
    int t_6 = m[1][2];
    outputBuffer.data[9u] = t_6;
    return;
}
