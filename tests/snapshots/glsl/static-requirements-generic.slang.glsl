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
void main();
float apply_2(ICalc obj, float y);
void main() {
    uvec3 t = gl_GlobalInvocationID;
    uint t_1 = t.x;
    ICalc obj_1;
    if (t_1 == 0u) {
        obj_1 = ICalc(0u, Cube(0.25));
    } else {
        obj_1 = ICalc(1u, Cube(0.0));
    }
    float t_2 = apply_2(obj_1, 2.0);
    outputBuffer.data[0u] = t_2;
    ICalc obj_2;
    if (t_1 + 1u == 0u) {
        obj_2 = ICalc(0u, Cube(0.25));
    } else {
        obj_2 = ICalc(1u, Cube(0.0));
    }
    float t_3 = apply_2(obj_2, 3.0);
    outputBuffer.data[1u] = t_3;
    outputBuffer.data[2u] = 16.5;
    outputBuffer.data[3u] = 14.0;
    outputBuffer.data[4u] = -1.0;
    return;
}
float apply_2(ICalc obj, float y) {
    uint t_4 = obj.typeId;
    float t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = y * y * y;
        break;
    }
    case 1u:
    {
        t_5 = y * y;
        break;
    }
    default: {
        t_5 = 0.0;
        break;
    }
    }
    float t_6;
    switch (t_4) {
    case 0u:
    {
        t_6 = obj.p0.b;
        break;
    }
    case 1u:
    {
        t_6 = 0.5;
        break;
    }
    default: {
        t_6 = 0.0;
        break;
    }
    }
    return t_5 + t_6;
}
