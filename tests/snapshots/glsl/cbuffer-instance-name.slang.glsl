#version 450
struct Params
{
    vec3 scale;
    int count;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std140, binding = 0, set = 0) uniform GlobalParams_block
{
    Params params;
} globalParams;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
void main();
void main() {
    int t = globalParams.params.count;
    outputBuffer.data[0u] = t * 2;
    vec3 t_1 = globalParams.params.scale;
    vec3 t_2 = globalParams.params.scale;
    outputBuffer.data[1u] = int(t_1.x * t_2.y * 10.0);
    vec3 t_3 = globalParams.params.scale;
    int t_4 = globalParams.params.count;
    outputBuffer.data[2u] = int(t_3.z) + t_4;
    return;
}
