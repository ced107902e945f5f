#version 450
struct Twice
{
    float k;
};
struct _Lambda25
{
    uint base;
    Twice t;
};
struct _Lambda26
{
    uint base;
};
struct _IFunc2_float_uint_float_
{
    uint typeId;
    _Lambda25 p0;
    _Lambda26 p1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
void invoke(_IFunc2_float_uint_float_ p, uint p_1, float p_2);
void main();
void invoke(_IFunc2_float_uint_float_ p, uint p_1, float p_2) {
    float t;
    switch (p.typeId) {
    case 0u:
    {
        _Lambda25 t_1 = p.p0;
        outputBuffer.data[t_1.base + p_1] = t_1.t.k * 2.0 * p_2;
        t = p_2;
        break;
    }
    case 1u:
    {
        outputBuffer.data[p.p1.base + p_1] = p_2 + 100.0;
        t = p_2;
        break;
    }
    default: {
        t = 0.0;
        break;
    }
    }
    return;
}
void main() {
    invoke(_IFunc2_float_uint_float_(0u, _Lambda25(0u, Twice(1.5)), _Lambda26(0u)), 0u, 3.0);
    invoke(_IFunc2_float_uint_float_(0u, _Lambda25(0u, Twice(1.5)), _Lambda26(0u)), 1u, 4.0);
    invoke(_IFunc2_float_uint_float_(1u, _Lambda25(0u, Twice(0.0)), _Lambda26(2u)), 0u, 3.0);
    invoke(_IFunc2_float_uint_float_(1u, _Lambda25(0u, Twice(0.0)), _Lambda26(2u)), 1u, 4.0);
    return;
}
