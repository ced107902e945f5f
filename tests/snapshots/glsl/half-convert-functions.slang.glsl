#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    outputBuffer.data[0u] = float(float16_t(1.0 / (3.0 + float(t.x))));
    outputBuffer.data[1u] = 1.5;
    outputBuffer.data[2u] = -2.25;
    outputBuffer.data[3u] = 65504.0;
    outputBuffer.data[4u] = 1.0;
    outputBuffer.data[5u] = 2048.0;
    return;
}
