#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} results;
void main();
void main() {
    results.data[1u] = 10u;
    uint[3] values = uint[3](0u, 0u, 0u);
    values = uint[3](1u, 2u, 3u);
    uint c;
    int i;
    uint c_1 = 2u;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            uint t = c_1;
            int t_1 = i_1;
            c = t;
            i = t_1;
            break;
        }
        uint t_2 = values[i_1];
        results.data[c_1] = t_2 * 2u;
        uint t_3 = c_1 + 1u;
        int t_4 = i_1 + 1;
        c_1 = t_3;
        i_1 = t_4;
        continue;
    }
    results.data[c] = c * 2u;
    results.data[0u] = c + 1u;
    return;
}
