#version 450
struct Resources
{
    uint scale;
};
layout(local_size_x = 4, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Resources gRes;
} globalParams;
layout(std430, binding = 2, set = 0) readonly buffer StructuredBuffer_block
{
    uint[] data;
} gRes_data;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    uint t_2 = globalParams.gRes.scale;
    uint t_3 = gRes_data.data[t_1];
    outputBuffer.data[t_1] = t_3 * t_2 + t_1;
    return;
}
