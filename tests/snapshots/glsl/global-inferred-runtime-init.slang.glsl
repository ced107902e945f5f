#version 450
struct Pair
{
    int first;
    float second;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
Pair pair = Pair(0, 0.0);
Pair fixedPair = Pair(0, 0.0);
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    pair = Pair(5, 2.5);
    fixedPair = Pair(2, 1.0);
    uint t_1 = t.x;
    int t_2 = pair.first;
    pair.first = t_2 * 10;
    int t_3 = pair.first;
    float t_4 = pair.second;
    int t_5 = fixedPair.first;
    float t_6 = fixedPair.second;
    outputBuffer.data[t_1] = 22 + int(t_1) + 16 + t_3 + int(t_4 * 2.0) + t_5 + int(t_6 * 3.0);
    return;
}
