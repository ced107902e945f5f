#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
layout(constant_id = 0) const int count = 0;
layout(constant_id = 3) const float scale = 0.0;
layout(constant_id = 5) const bool enabled = false;
layout(constant_id = 7) const uint flags = 0u;
void main();
void main() {
    int t = count;
    outputBuffer.data[0u] = float(t + 5);
    float t_1 = scale;
    outputBuffer.data[1u] = t_1 + 1.5;
    bool t_2 = enabled;
    outputBuffer.data[2u] = t_2 ? 10.0 : 20.0;
    uint t_3 = flags;
    outputBuffer.data[3u] = float(t_3 | 4u);
    return;
}
