#version 450
#extension GL_EXT_shader_atomic_float : require
struct Atomic_float_
{
    float _value;
};
layout(local_size_x = 32, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    Atomic_float_[] data;
} sums;
void main();
void main() {
    uvec3 t = gl_GlobalInvocationID;
    float t_1 = atomicAdd(sums.data[0u]._value, 0.5);
    float t_2 = atomicAdd(sums.data[1u]._value, 0.25);
    float t_3 = atomicAdd(sums.data[2u]._value, -0.125);
    if (t.x == 0u) {
        float t_4 = atomicExchange(sums.data[3u]._value, 3.5);
        float t_5 = atomicExchange(sums.data[3u]._value, t_4 + 1.5);
    }
    return;
}
