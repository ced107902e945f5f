#version 450
struct Table
{
    int weight;
};
struct TableList
{
    Table[3] tables;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    TableList gList;
} globalParams;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} gList_tables_data[3];
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = ivec3(t).x;
    int t_2 = t_1 - t_1 / 3 * 3;
    int t_3 = globalParams.gList.tables[0u].weight;
    int t_4 = globalParams.gList.tables[1u].weight;
    int t_5 = globalParams.gList.tables[2u].weight;
    int[3] t_6 = int[3](0, 0, 0);
    t_6[0u] = t_3;
    t_6[1u] = t_4;
    t_6[2u] = t_5;
    int t_7 = t_6[t_2];
    uint t_8 = uint(t_1);
    int t_9 = globalParams.gList.tables[0u].weight;
    int t_10 = globalParams.gList.tables[1u].weight;
    int t_11 = globalParams.gList.tables[2u].weight;
    int[3] t_12 = int[3](0, 0, 0);
    t_12[0u] = t_9;
    t_12[1u] = t_10;
    t_12[2u] = t_11;
    int s;
    int t_13;
    int s_1 = 0;
    int t_14 = 0;
    for (;;) {
        if (t_14 < 3) {
        } else {
            int t_15 = s_1;
            int t_16 = t_14;
            s = t_15;
            t_13 = t_16;
            break;
        }
        int t_17 = t_12[t_14];
        int t_18 = gList_tables_data[t_14].data[t_8];
        int t_19 = s_1 + t_18 * t_17;
        int t_20 = t_14 + 1;
        s_1 = t_19;
        t_14 = t_20;
        continue;
    }
    int t_21 = gList_tables_data[t_2].data[uint(3 - t_1)];
    outputBuffer.data[t_8] = s * 1000 + t_21 * t_7;
    return;
}
