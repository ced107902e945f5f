#version 450
struct String
{
    int hash;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int cursor = 0;
void main();
void log_1(String p, int p_1, String p_2);
void main() {
    log_1(String(684824882), 7, String(0));
    int t = cursor;
    cursor = t + 1;
    outputBuffer.data[uint(t)] = 1457288897;
    int t_1 = cursor;
    cursor = t_1 + 1;
    outputBuffer.data[uint(t_1)] = 97;
    return;
}
void log_1(String p, int p_1, String p_2) {
    int t_2 = cursor;
    cursor = t_2 + 1;
    outputBuffer.data[uint(t_2)] = p.hash;
    int t_3 = cursor;
    cursor = t_3 + 1;
    outputBuffer.data[uint(t_3)] = p_1;
    int t_4 = cursor;
    cursor = t_4 + 1;
    outputBuffer.data[uint(t_4)] = p_2.hash;
    return;
}
