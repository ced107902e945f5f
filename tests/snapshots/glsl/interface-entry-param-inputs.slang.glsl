#version 450
struct Pair
{
    int a;
    float b;
};
struct IOp
{
    uint typeId;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Pair pair;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(push_constant, std430) uniform EntryPointParams_block
{
    IOp first;
    IOp second;
    IOp third;
} entryPointParams;
void main();
void main() {
    uint t = entryPointParams.third.typeId;
    uvec3 t_1 = gl_GlobalInvocationID;
    int t_2;
    switch (t) {
    default: {
        t_2 = 0;
        break;
    }
    }
    int t_3 = globalParams.pair.a;
    float t_4 = globalParams.pair.b;
    outputBuffer.data[uint(ivec3(t_1).x)] = t_2 + t_3 * int(t_4 * 2.0);
    return;
}
