#version 450
struct Tally
{
    uint n;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
Tally Coder_tally = Tally(100u);
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
void main();
void main() {
    outputBuffer.data[0u] = 53u;
    outputBuffer.data[1u] = 9u;
    outputBuffer.data[2u] = 15u;
    outputBuffer.data[3u] = 48u;
    outputBuffer.data[4u] = 15u;
    outputBuffer.data[5u] = 18u;
    outputBuffer.data[6u] = 10u;
    uint t = Coder_tally.n;
    Coder_tally.n = t + 5u;
    uint t_1 = Coder_tally.n;
    Coder_tally.n = t_1 + 6u;
    uint t_2 = Coder_tally.n;
    outputBuffer.data[7u] = t_2;
    return;
}
