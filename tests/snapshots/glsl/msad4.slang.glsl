#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} inputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    uint[] data;
} outputBuffer;
void main();
uvec4 core_msad4(uint p, uvec2 p_1, uvec4 p_2);
void main() {
    uint t = inputBuffer.data[0u];
    uint t_1 = inputBuffer.data[1u];
    uint t_2 = inputBuffer.data[2u];
    uvec4 t_3 = core_msad4(t, uvec2(t_1, t_2), uvec4(0u, 0u, 0u, 0u));
    outputBuffer.data[0u] = t_3.x;
    outputBuffer.data[1u] = t_3.y;
    outputBuffer.data[2u] = t_3.z;
    outputBuffer.data[3u] = t_3.w;
    uint t_4 = inputBuffer.data[3u];
    uint t_5 = inputBuffer.data[4u];
    uint t_6 = inputBuffer.data[5u];
    uvec4 t_7 = core_msad4(t_4, uvec2(t_5, t_6), uvec4(1000u, 2000u, 3000u, 4000u));
    outputBuffer.data[4u] = t_7.x;
    outputBuffer.data[5u] = t_7.y;
    outputBuffer.data[6u] = t_7.z;
    outputBuffer.data[7u] = t_7.w;
    return;
}
uvec4 core_msad4(uint p, uvec2 p_1, uvec4 p_2) {
    uvec4 referenceBytes = uvec4(0u);
    referenceBytes = uvec4(p, p >> (8u & 31u), p >> (16u & 31u), p >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u);
    uvec4 result = uvec4(0u);
    result = p_2;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        uint t_8 = p_1.x;
        uint window;
        if (i_1 > 0) {
            int t_9 = 8 * i_1;
            window = t_8 >> (uint(t_9) & 31u) | p_1.y << (uint(32 - t_9) & 31u);
        } else {
            window = t_8;
        }
        uvec4 windowBytes = uvec4(0u);
        windowBytes = uvec4(window, window >> (8u & 31u), window >> (16u & 31u), window >> (24u & 31u)) & uvec4(255u, 255u, 255u, 255u);
        int j;
        int j_1 = 0;
        for (;;) {
            if (j_1 < 4) {
            } else {
                j = j_1;
                break;
            }
            uint t_10 = referenceBytes[j_1];
            if (t_10 != 0u) {
                uint t_11 = result[i_1];
                uint t_12 = referenceBytes[j_1];
                uint t_13 = windowBytes[j_1];
                result[i_1] = t_11 + uint(abs(int(t_12) - int(t_13)));
            }
            j_1 = j_1 + 1;
            continue;
        }
        i_1 = i_1 + 1;
        continue;
    }
    uvec4 t_14 = result;
    return t_14;
}
