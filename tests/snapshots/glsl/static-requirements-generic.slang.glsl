#version 450
struct Cube
{
    float b;
};
struct ICalc
{
    uint typeId;
    Cube p0;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
float run(uint p, float x);
void main();
float run(uint p, float x) {
    ICalc obj;
    if (p == 0u) {
        obj = ICalc(0u, Cube(0.25));
    } else {
        obj = ICalc(1u, Cube(0.0));
    }
    uint t = obj.typeId;
    float t_1;
    switch (t) {
    case 0u:
    {
        t_1 = x * x * x;
        break;
    }
    case 1u:
    {
        t_1 = x * x;
        break;
    }
    default: {
        t_1 = 0.0;
        break;
    }
    }
    float t_2;
    switch (t) {
    case 0u:
    {
        t_2 = obj.p0.b;
        break;
    }
    case 1u:
    {
        t_2 = 0.5;
        break;
    }
    default: {
        t_2 = 0.0;
        break;
    }
    }
    return t_1 + t_2;
}
void main() {
    uvec3 t_3 = gl_GlobalInvocationID;
    uint t_4 = t_3.x;
    float t_5 = run(t_4, 2.0);
    outputBuffer.data[0u] = t_5;
    float t_6 = run(t_4 + 1u, 3.0);
    outputBuffer.data[1u] = t_6;
    outputBuffer.data[2u] = 16.5;
    outputBuffer.data[3u] = 14.0;
    outputBuffer.data[4u] = -1.0;
    return;
}
