#version 450
layout(local_size_x_id = 7, local_size_y_id = 0, local_size_z = 1) in;
layout(local_size_x = 4, local_size_y = 2) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
layout(constant_id = 7) const uint groupWidth = 4u;
layout(constant_id = 0) const int groupHeight = 2;
void main();
void main() {
    uvec3 t = gl_LocalInvocationID;
    uint t_1 = gl_LocalInvocationIndex;
    uint t_2 = groupWidth;
    int t_3 = groupHeight;
    outputBuffer.data[t_1] = int(t.x * 10u + t.y);
    if (t_1 == 0u) {
        outputBuffer.data[8u] = int(t_2) * 100 + t_3 * 10 + 1;
    }
    return;
}
