#version 450
struct Item
{
    int scale;
};
struct Scene
{
    Item[2] items;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Scene gScene;
} globalParams;
layout(std430, binding = 1, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} gScene_items_buf[2];
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    int t_1 = ivec3(t).x;
    int t_2 = t_1 & 1;
    int t_3 = globalParams.gScene.items[t_2].scale;
    uint t_4 = uint(t_1);
    int t_5 = gScene_items_buf[t_2].data[t_4];
    int t_6 = globalParams.gScene.items[1].scale;
    int t_7 = gScene_items_buf[1].data[t_4];
    outputBuffer.data[t_4] = t_5 * t_3 + t_7 * t_6;
    return;
}
