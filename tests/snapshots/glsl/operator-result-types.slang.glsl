#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    outputBuffer.data[0u] = 1;
    outputBuffer.data[1u] = 2;
    outputBuffer.data[2u] = 12;
    uint t_1 = t.x;
    int t_2 = int(t_1);
    outputBuffer.data[3u] = int(!bool(t_2));
    uint t_3 = t_1 + 5u;
    outputBuffer.data[4u] = int(uint(!bool(t_3)));
    outputBuffer.data[5u] = 1;
    outputBuffer.data[6u] = 1;
    outputBuffer.data[7u] = 2;
    vec2 t_4 = vec2(ivec2(3, t_2 + 4));
    outputBuffer.data[8u] = int(t_4.x * 10.5);
    outputBuffer.data[9u] = int(t_4.y * 10.5);
    outputBuffer.data[10u] = int(t_1 == 4294967295u);
    outputBuffer.data[11u] = int(t_3 - 6u == 4294967295u);
    return;
}
