#version 450
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_scalar_block_layout : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
struct IFoo_AnyValue16
{
    uvec2 rtti;
    uvec2 witness;
    uint d0;
    uint d1;
    uint d2;
    uint d3;
};
layout(buffer_reference, scalar, buffer_reference_align = 4) buffer BufferPointer_IFoo_AnyValue16
{
    IFoo_AnyValue16 _data;
};
struct Linked
{
    BufferPointer_IFoo_AnyValue16 next;
    uint value;
};
struct Plain
{
    uint value;
};
struct IFoo
{
    uint typeId;
    Linked p0;
    Plain p1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    uint[] data;
} outputBuffer;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block_1
{
    IFoo_AnyValue16[] data;
} objs;
void main();
void main() {
    uint k;
    uint k_1 = 0u;
    for (;;) {
        if (k_1 < 3u) {
        } else {
            k = k_1;
            break;
        }
        IFoo t;
        for (;;) {
            if (k_1 == 0u) {
                BufferPointer_IFoo_AnyValue16 l = BufferPointer_IFoo_AnyValue16(uint64_t(0));
                BufferPointer_IFoo_AnyValue16 t_1 = BufferPointer_IFoo_AnyValue16(0ul);
                l = t_1;
                BufferPointer_IFoo_AnyValue16 t_2 = l;
                t = IFoo(0u, Linked(t_2, 5u), Plain(0u));
                break;
            }
            if (k_1 == 1u) {
                BufferPointer_IFoo_AnyValue16 l_1 = BufferPointer_IFoo_AnyValue16(uint64_t(0));
                BufferPointer_IFoo_AnyValue16 t_3 = BufferPointer_IFoo_AnyValue16(30064771080ul);
                l_1 = t_3;
                BufferPointer_IFoo_AnyValue16 t_4 = l_1;
                t = IFoo(0u, Linked(t_4, 6u), Plain(0u));
                break;
            }
            Linked t_5;
            Linked t_6 = t_5;
            t = IFoo(1u, t_6, Plain(21u));
            break;
        }
        IFoo o;
        o = t;
        IFoo t_7 = o;
        IFoo t_8;
        t_8 = t_7;
        IFoo t_9 = t_8;
        uint t_10;
        switch (t_9.typeId) {
        case 0u:
        {
            Linked t_11 = t_9.p0;
            BufferPointer_IFoo_AnyValue16 this_1 = BufferPointer_IFoo_AnyValue16(uint64_t(0));
            BufferPointer_IFoo_AnyValue16 t_12 = t_11.next;
            this_1 = t_12;
            BufferPointer_IFoo_AnyValue16 t_13 = this_1;
            uint t_14;
            if (uint64_t(t_13) == 0ul) {
                t_14 = 100u;
            } else {
                BufferPointer_IFoo_AnyValue16 t_15 = this_1;
                t_14 = uint(uint64_t(t_15) >> (32ul & 63ul));
            }
            t_10 = t_11.value + t_14;
            break;
        }
        case 1u:
        {
            t_10 = t_9.p1.value * 2u;
            break;
        }
        default: {
            t_10 = 0u;
            break;
        }
        }
        outputBuffer.data[k_1] = t_10;
        IFoo t_16 = o;
        uint t_17 = t_16.typeId;
        IFoo_AnyValue16 t_18;
        switch (t_17) {
        case 0u:
        {
            Linked t_19 = t_16.p0;
            BufferPointer_IFoo_AnyValue16 t_20 = t_19.next;
            uint64_t t_21 = uint64_t(t_20);
            t_18 = IFoo_AnyValue16(uvec2(0u, 0u), uvec2(t_17, 0u), uint(t_21), uint(t_21 >> (32ul & 63ul)), t_19.value, 0u);
            break;
        }
        case 1u:
        {
            t_18 = IFoo_AnyValue16(uvec2(0u, 0u), uvec2(t_17, 0u), t_16.p1.value, 0u, 0u, 0u);
            break;
        }
        default: {
            t_18 = IFoo_AnyValue16(uvec2(0u, 0u), uvec2(t_17, 0u), 0u, 0u, 0u, 0u);
            break;
        }
        }
        objs.data[k_1].rtti = t_18.rtti;
        objs.data[k_1].witness = t_18.witness;
        objs.data[k_1].d0 = t_18.d0;
        objs.data[k_1].d1 = t_18.d1;
        objs.data[k_1].d2 = t_18.d2;
        objs.data[k_1].d3 = t_18.d3;
        uvec2 t_22 = objs.data[k_1].witness;
        uint t_23 = objs.data[k_1].d0;
        uint t_24 = objs.data[k_1].d1;
        uint t_25 = objs.data[k_1].d2;
        uint t_26 = t_22.x;
        IFoo t_27;
        switch (t_26) {
        case 0u:
        {
            BufferPointer_IFoo_AnyValue16 t_28 = BufferPointer_IFoo_AnyValue16(uint64_t(t_24) << (32ul & 63ul) | uint64_t(t_23));
            t_27 = IFoo(t_26, Linked(t_28, t_25), Plain(0u));
            break;
        }
        case 1u:
        {
            Linked t_29;
            Linked t_30 = t_29;
            t_27 = IFoo(t_26, t_30, Plain(t_23));
            break;
        }
        default: {
            Linked t_31;
            Linked t_32 = t_31;
            t_27 = IFoo(t_26, t_32, Plain(0u));
            break;
        }
        }
        IFoo t_33;
        t_33 = t_27;
        IFoo t_34 = t_33;
        uint t_35;
        switch (t_34.typeId) {
        case 0u:
        {
            Linked t_36 = t_34.p0;
            BufferPointer_IFoo_AnyValue16 this_2 = BufferPointer_IFoo_AnyValue16(uint64_t(0));
            BufferPointer_IFoo_AnyValue16 t_37 = t_36.next;
            this_2 = t_37;
            BufferPointer_IFoo_AnyValue16 t_38 = this_2;
            uint t_39;
            if (uint64_t(t_38) == 0ul) {
                t_39 = 100u;
            } else {
                BufferPointer_IFoo_AnyValue16 t_40 = this_2;
                t_39 = uint(uint64_t(t_40) >> (32ul & 63ul));
            }
            t_35 = t_36.value + t_39;
            break;
        }
        case 1u:
        {
            t_35 = t_34.p1.value * 2u;
            break;
        }
        default: {
            t_35 = 0u;
            break;
        }
        }
        outputBuffer.data[3u + k_1] = t_35;
        k_1 = k_1 + 1u;
        continue;
    }
    return;
}
