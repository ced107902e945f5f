#version 450
struct ILight_AnyValue40
{
    uvec2 rtti;
    uvec2 witness;
    uint d0;
    uint d1;
    uint d2;
    uint d3;
    uint d4;
    uint d5;
    uint d6;
    uint d7;
    uint d8;
    uint d9;
};
struct Linear
{
    float k;
};
struct Quad
{
    float a;
    float b;
};
struct IFalloff
{
    uint typeId;
    Linear p0;
    Quad p1;
};
struct Spot
{
    vec3 color;
    IFalloff falloff;
};
struct Flat
{
    float v;
};
struct ILight
{
    uint typeId;
    Spot p0;
    Flat p1;
};
struct IFalloff_AnyValue8
{
    uvec2 rtti;
    uvec2 witness;
    uint d0;
    uint d1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    ILight_AnyValue40[] data;
} lights;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    ILight_AnyValue40[] data;
} scratch;
layout(std430, binding = 2, set = 0) buffer RWStructuredBuffer_block_1
{
    float[] data;
} outputBuffer;
float Spot_power(Spot p, float d);
void main();
float Spot_power(Spot p, float d) {
    vec3 t = p.color;
    IFalloff t_1 = p.falloff;
    float t_2;
    switch (t_1.typeId) {
    case 4u:
    {
        t_2 = 1.0 - t_1.p0.k * d;
        break;
    }
    case 7u:
    {
        Quad t_3 = t_1.p1;
        t_2 = t_3.a / (1.0 + t_3.b * d * d);
        break;
    }
    default: {
        t_2 = 0.0;
        break;
    }
    }
    return (t.x + t.y + t.z) * t_2;
}
void main() {
    uvec3 t_4 = gl_GlobalInvocationID;
    uvec2 t_5 = lights.data[0u].witness;
    uint t_6 = lights.data[0u].d0;
    uint t_7 = lights.data[0u].d1;
    uint t_8 = lights.data[0u].d2;
    uint t_9 = lights.data[0u].d5;
    uint t_10 = lights.data[0u].d7;
    uint t_11 = lights.data[0u].d8;
    uint t_12 = t_5.x;
    ILight t_13;
    switch (t_12) {
    case 1u:
    {
        IFalloff t_14;
        switch (t_9) {
        case 4u:
        {
            t_14 = IFalloff(t_9, Linear(uintBitsToFloat(t_10)), Quad(0.0, 0.0));
            break;
        }
        case 7u:
        {
            t_14 = IFalloff(t_9, Linear(0.0), Quad(uintBitsToFloat(t_10), uintBitsToFloat(t_11)));
            break;
        }
        default: {
            t_14 = IFalloff(t_9, Linear(0.0), Quad(0.0, 0.0));
            break;
        }
        }
        t_13 = ILight(t_12, Spot(vec3(uintBitsToFloat(t_6), uintBitsToFloat(t_7), uintBitsToFloat(t_8)), t_14), Flat(0.0));
        break;
    }
    case 2u:
    {
        t_13 = ILight(t_12, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(uintBitsToFloat(t_6)));
        break;
    }
    default: {
        t_13 = ILight(t_12, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(0.0));
        break;
    }
    }
    float t_15;
    switch (t_13.typeId) {
    case 1u:
    {
        float t_16 = Spot_power(t_13.p0, 1.0);
        t_15 = t_16;
        break;
    }
    case 2u:
    {
        t_15 = t_13.p1.v;
        break;
    }
    default: {
        t_15 = 0.0;
        break;
    }
    }
    outputBuffer.data[0u] = t_15;
    uvec2 t_17 = lights.data[1u].witness;
    uint t_18 = lights.data[1u].d0;
    uint t_19 = lights.data[1u].d1;
    uint t_20 = lights.data[1u].d2;
    uint t_21 = lights.data[1u].d5;
    uint t_22 = lights.data[1u].d7;
    uint t_23 = lights.data[1u].d8;
    uint t_24 = t_17.x;
    ILight t_25;
    switch (t_24) {
    case 1u:
    {
        IFalloff t_26;
        switch (t_21) {
        case 4u:
        {
            t_26 = IFalloff(t_21, Linear(uintBitsToFloat(t_22)), Quad(0.0, 0.0));
            break;
        }
        case 7u:
        {
            t_26 = IFalloff(t_21, Linear(0.0), Quad(uintBitsToFloat(t_22), uintBitsToFloat(t_23)));
            break;
        }
        default: {
            t_26 = IFalloff(t_21, Linear(0.0), Quad(0.0, 0.0));
            break;
        }
        }
        t_25 = ILight(t_24, Spot(vec3(uintBitsToFloat(t_18), uintBitsToFloat(t_19), uintBitsToFloat(t_20)), t_26), Flat(0.0));
        break;
    }
    case 2u:
    {
        t_25 = ILight(t_24, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(uintBitsToFloat(t_18)));
        break;
    }
    default: {
        t_25 = ILight(t_24, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(0.0));
        break;
    }
    }
    float t_27;
    switch (t_25.typeId) {
    case 1u:
    {
        float t_28 = Spot_power(t_25.p0, 1.0);
        t_27 = t_28;
        break;
    }
    case 2u:
    {
        t_27 = t_25.p1.v;
        break;
    }
    default: {
        t_27 = 0.0;
        break;
    }
    }
    outputBuffer.data[1u] = t_27;
    IFalloff s;
    if (int(t_4.x) == 0) {
        s = IFalloff(4u, Linear(0.25), Quad(0.0, 0.0));
    } else {
        s = IFalloff(7u, Linear(0.0), Quad(3.0, 1.0));
    }
    uint t_29 = s.typeId;
    IFalloff_AnyValue8 t_30;
    switch (t_29) {
    case 4u:
    {
        t_30 = IFalloff_AnyValue8(uvec2(0u, 0u), uvec2(t_29, 0u), floatBitsToUint(s.p0.k), 0u);
        break;
    }
    case 7u:
    {
        Quad t_31 = s.p1;
        t_30 = IFalloff_AnyValue8(uvec2(0u, 0u), uvec2(t_29, 0u), floatBitsToUint(t_31.a), floatBitsToUint(t_31.b));
        break;
    }
    default: {
        t_30 = IFalloff_AnyValue8(uvec2(0u, 0u), uvec2(t_29, 0u), 0u, 0u);
        break;
    }
    }
    uvec2 t_32 = t_30.rtti;
    uvec2 t_33 = t_30.witness;
    scratch.data[0u].rtti = uvec2(0u, 0u);
    scratch.data[0u].witness = uvec2(1u, 0u);
    scratch.data[0u].d0 = 1056964608u;
    scratch.data[0u].d1 = 1056964608u;
    scratch.data[0u].d2 = 1065353216u;
    scratch.data[0u].d3 = t_32.x;
    scratch.data[0u].d4 = t_32.y;
    scratch.data[0u].d5 = t_33.x;
    scratch.data[0u].d6 = t_33.y;
    scratch.data[0u].d7 = t_30.d0;
    scratch.data[0u].d8 = t_30.d1;
    scratch.data[0u].d9 = 0u;
    uvec2 t_34 = scratch.data[0u].witness;
    uint t_35 = scratch.data[0u].d0;
    uint t_36 = scratch.data[0u].d1;
    uint t_37 = scratch.data[0u].d2;
    uint t_38 = scratch.data[0u].d5;
    uint t_39 = scratch.data[0u].d7;
    uint t_40 = scratch.data[0u].d8;
    uint t_41 = t_34.x;
    ILight t_42;
    switch (t_41) {
    case 1u:
    {
        IFalloff t_43;
        switch (t_38) {
        case 4u:
        {
            t_43 = IFalloff(t_38, Linear(uintBitsToFloat(t_39)), Quad(0.0, 0.0));
            break;
        }
        case 7u:
        {
            t_43 = IFalloff(t_38, Linear(0.0), Quad(uintBitsToFloat(t_39), uintBitsToFloat(t_40)));
            break;
        }
        default: {
            t_43 = IFalloff(t_38, Linear(0.0), Quad(0.0, 0.0));
            break;
        }
        }
        t_42 = ILight(t_41, Spot(vec3(uintBitsToFloat(t_35), uintBitsToFloat(t_36), uintBitsToFloat(t_37)), t_43), Flat(0.0));
        break;
    }
    case 2u:
    {
        t_42 = ILight(t_41, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(uintBitsToFloat(t_35)));
        break;
    }
    default: {
        t_42 = ILight(t_41, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(0.0));
        break;
    }
    }
    float t_44;
    switch (t_42.typeId) {
    case 1u:
    {
        float t_45 = Spot_power(t_42.p0, 2.0);
        t_44 = t_45;
        break;
    }
    case 2u:
    {
        t_44 = t_42.p1.v;
        break;
    }
    default: {
        t_44 = 0.0;
        break;
    }
    }
    outputBuffer.data[2u] = t_44;
    float t_46 = Spot_power(Spot(vec3(1.0, 1.0, 1.0), IFalloff(7u, Linear(0.0), Quad(6.0, 0.5))), 2.0);
    outputBuffer.data[3u] = t_46;
    float t_47 = Spot_power(Spot(vec3(0.5, 0.5, 1.0), IFalloff(7u, Linear(0.0), Quad(3.0, 1.0))), 1.0);
    outputBuffer.data[4u] = t_47;
    uvec2 t_48 = lights.data[0u].witness;
    uint t_49 = lights.data[0u].d0;
    uint t_50 = lights.data[0u].d1;
    uint t_51 = lights.data[0u].d2;
    uint t_52 = lights.data[0u].d5;
    uint t_53 = lights.data[0u].d7;
    uint t_54 = lights.data[0u].d8;
    uint t_55 = t_48.x;
    ILight t_56;
    switch (t_55) {
    case 1u:
    {
        IFalloff t_57;
        switch (t_52) {
        case 4u:
        {
            t_57 = IFalloff(t_52, Linear(uintBitsToFloat(t_53)), Quad(0.0, 0.0));
            break;
        }
        case 7u:
        {
            t_57 = IFalloff(t_52, Linear(0.0), Quad(uintBitsToFloat(t_53), uintBitsToFloat(t_54)));
            break;
        }
        default: {
            t_57 = IFalloff(t_52, Linear(0.0), Quad(0.0, 0.0));
            break;
        }
        }
        t_56 = ILight(t_55, Spot(vec3(uintBitsToFloat(t_49), uintBitsToFloat(t_50), uintBitsToFloat(t_51)), t_57), Flat(0.0));
        break;
    }
    case 2u:
    {
        t_56 = ILight(t_55, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(uintBitsToFloat(t_49)));
        break;
    }
    default: {
        t_56 = ILight(t_55, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(0.0));
        break;
    }
    }
    float t_58;
    switch (t_56.typeId) {
    case 1u:
    {
        float t_59 = Spot_power(t_56.p0, 0.0);
        t_58 = t_59;
        break;
    }
    case 2u:
    {
        t_58 = t_56.p1.v;
        break;
    }
    default: {
        t_58 = 0.0;
        break;
    }
    }
    uvec2 t_60 = scratch.data[0u].witness;
    uint t_61 = scratch.data[0u].d0;
    uint t_62 = scratch.data[0u].d1;
    uint t_63 = scratch.data[0u].d2;
    uint t_64 = scratch.data[0u].d5;
    uint t_65 = scratch.data[0u].d7;
    uint t_66 = scratch.data[0u].d8;
    uint t_67 = t_60.x;
    ILight t_68;
    switch (t_67) {
    case 1u:
    {
        IFalloff t_69;
        switch (t_64) {
        case 4u:
        {
            t_69 = IFalloff(t_64, Linear(uintBitsToFloat(t_65)), Quad(0.0, 0.0));
            break;
        }
        case 7u:
        {
            t_69 = IFalloff(t_64, Linear(0.0), Quad(uintBitsToFloat(t_65), uintBitsToFloat(t_66)));
            break;
        }
        default: {
            t_69 = IFalloff(t_64, Linear(0.0), Quad(0.0, 0.0));
            break;
        }
        }
        t_68 = ILight(t_67, Spot(vec3(uintBitsToFloat(t_61), uintBitsToFloat(t_62), uintBitsToFloat(t_63)), t_69), Flat(0.0));
        break;
    }
    case 2u:
    {
        t_68 = ILight(t_67, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(uintBitsToFloat(t_61)));
        break;
    }
    default: {
        t_68 = ILight(t_67, Spot(vec3(0.0, 0.0, 0.0), IFalloff(0u, Linear(0.0), Quad(0.0, 0.0))), Flat(0.0));
        break;
    }
    }
    float t_70;
    switch (t_68.typeId) {
    case 1u:
    {
        float t_71 = Spot_power(t_68.p0, 0.0);
        t_70 = t_71;
        break;
    }
    case 2u:
    {
        t_70 = t_68.p1.v;
        break;
    }
    default: {
        t_70 = 0.0;
        break;
    }
    }
    outputBuffer.data[5u] = t_58 + t_70;
    return;
}
