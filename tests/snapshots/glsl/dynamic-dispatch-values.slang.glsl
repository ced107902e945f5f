#version 450
struct Square
{
    float side;
};
struct Wide
{
    double w;
    mat2 m;
    bool doubled;
};
struct IShape
{
    uint typeId;
    Square p0;
    Wide p1;
};
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) readonly buffer StructuredBuffer_block
{
    int[] data;
} selectors;
layout(std430, binding = 1, set = 0) buffer RWStructuredBuffer_block
{
    float[] data;
} outputBuffer;
IShape make(int p);
float twice(IShape s);
void main();
float generic_2(IShape t);
IShape make(int p) {
    if (p == 0) {
        return IShape(0u, Square(3.0), Wide(0.0lf, mat2(vec2(0.0, 0.0), vec2(0.0, 0.0)), false));
    }
    if (p == 1) {
        return IShape(1u, Square(0.0), Wide(0.5lf, mat2(vec2(2.0, 7.0), vec2(9.0, 4.0)), true));
    }
    return IShape(2u, Square(0.0), Wide(0.0lf, mat2(vec2(0.0, 0.0), vec2(0.0, 0.0)), false));
}
float twice(IShape s) {
    float t_1;
    switch (s.typeId) {
    case 0u:
    {
        float t_2 = s.p0.side;
        t_1 = t_2 * t_2;
        break;
    }
    case 1u:
    {
        Wide t_3 = s.p1;
        mat2 t_4 = t_3.m;
        t_1 = float(t_3.w) * (t_4[0].x + t_4[1].y) * (t_3.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_1 = 1.0;
        break;
    }
    default: {
        t_1 = 0.0;
        break;
    }
    }
    return 2.0 * t_1;
}
void main() {
    int t_5 = selectors.data[0u];
    IShape t_6 = make(t_5);
    int t_7 = selectors.data[1u];
    IShape t_8 = make(t_7);
    int t_9 = selectors.data[2u];
    IShape t_10 = make(t_9);
    uint t_11 = t_10.typeId;
    float t_12 = t_10.p0.side;
    Wide t_13 = t_10.p1;
    double t_14 = t_13.w;
    mat2 t_15 = t_13.m;
    bool t_16 = t_13.doubled;
    uint t_17 = t_6.typeId;
    float t_18;
    switch (t_17) {
    case 0u:
    {
        float t_19 = t_6.p0.side;
        t_18 = t_19 * t_19;
        break;
    }
    case 1u:
    {
        Wide t_20 = t_6.p1;
        mat2 t_21 = t_20.m;
        t_18 = float(t_20.w) * (t_21[0].x + t_21[1].y) * (t_20.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_18 = 1.0;
        break;
    }
    default: {
        t_18 = 0.0;
        break;
    }
    }
    outputBuffer.data[0u] = t_18;
    uint t_22 = t_8.typeId;
    float t_23;
    switch (t_22) {
    case 0u:
    {
        float t_24 = t_8.p0.side;
        t_23 = t_24 * t_24;
        break;
    }
    case 1u:
    {
        Wide t_25 = t_8.p1;
        mat2 t_26 = t_25.m;
        t_23 = float(t_25.w) * (t_26[0].x + t_26[1].y) * (t_25.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_23 = 1.0;
        break;
    }
    default: {
        t_23 = 0.0;
        break;
    }
    }
    outputBuffer.data[1u] = t_23;
    float t_27;
    switch (t_11) {
    case 0u:
    {
        t_27 = t_12 * t_12;
        break;
    }
    case 1u:
    {
        t_27 = float(t_14) * (t_15[0].x + t_15[1].y) * (t_16 ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_27 = 1.0;
        break;
    }
    default: {
        t_27 = 0.0;
        break;
    }
    }
    outputBuffer.data[2u] = t_27;
    float t_28 = twice(t_8);
    outputBuffer.data[3u] = t_28;
    IShape[3] shapes = IShape[3](IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)), IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)), IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)));
    shapes = IShape[3](t_10, t_6, t_8);
    float sum;
    int i;
    float sum_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_29 = sum_1;
            int t_30 = i_1;
            sum = t_29;
            i = t_30;
            break;
        }
        IShape t_31 = shapes[i_1];
        float t_32;
        switch (t_31.typeId) {
        case 0u:
        {
            float t_33 = t_31.p0.side;
            t_32 = t_33 * t_33;
            break;
        }
        case 1u:
        {
            Wide t_34 = t_31.p1;
            mat2 t_35 = t_34.m;
            t_32 = float(t_34.w) * (t_35[0].x + t_35[1].y) * (t_34.doubled ? 2.0 : 1.0);
            break;
        }
        case 2u:
        {
            t_32 = 1.0;
            break;
        }
        default: {
            t_32 = 0.0;
            break;
        }
        }
        int t_36 = i_1 + 1;
        float t_37 = sum_1 + t_32 * float(t_36);
        int t_38 = t_36;
        sum_1 = t_37;
        i_1 = t_38;
        continue;
    }
    outputBuffer.data[4u] = sum;
    uint t_39 = shapes[1].typeId;
    switch (t_39) {
    case 0u:
    {
        float t_40 = shapes[1].p0.side;
        shapes[1].p0.side = t_40 + 1.0;
        break;
    }
    case 1u:
    {
        double t_41 = shapes[1].p1.w;
        shapes[1].p1.w = t_41 + 1.0lf;
        break;
    }
    case 2u:
    {
        break;
    }
    default: {
        break;
    }
    }
    IShape t_42 = shapes[1];
    float t_43;
    switch (t_42.typeId) {
    case 0u:
    {
        float t_44 = t_42.p0.side;
        t_43 = t_44 * t_44;
        break;
    }
    case 1u:
    {
        Wide t_45 = t_42.p1;
        mat2 t_46 = t_45.m;
        t_43 = float(t_45.w) * (t_46[0].x + t_46[1].y) * (t_45.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_43 = 1.0;
        break;
    }
    default: {
        t_43 = 0.0;
        break;
    }
    }
    outputBuffer.data[5u] = t_43;
    float t_47;
    switch (t_17) {
    case 0u:
    {
        float t_48 = t_6.p0.side;
        t_47 = t_48 * t_48;
        break;
    }
    case 1u:
    {
        Wide t_49 = t_6.p1;
        mat2 t_50 = t_49.m;
        t_47 = float(t_49.w) * (t_50[0].x + t_50[1].y) * (t_49.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_47 = 1.0;
        break;
    }
    default: {
        t_47 = 0.0;
        break;
    }
    }
    outputBuffer.data[6u] = t_47;
    float t_51 = t_8.p0.side;
    Wide t_52 = t_8.p1;
    double t_53 = t_52.w;
    mat2 t_54 = t_52.m;
    float h;
    double h_1;
    switch (t_22) {
    case 0u:
    {
        float t_55 = t_51 + 0.25;
        double t_56 = t_53;
        h = t_55;
        h_1 = t_56;
        break;
    }
    case 1u:
    {
        float t_57 = t_51;
        double t_58 = t_53 + 0.25lf;
        h = t_57;
        h_1 = t_58;
        break;
    }
    case 2u:
    {
        float t_59 = t_51;
        double t_60 = t_53;
        h = t_59;
        h_1 = t_60;
        break;
    }
    default: {
        float t_61 = t_51;
        double t_62 = t_53;
        h = t_61;
        h_1 = t_62;
        break;
    }
    }
    float t_63;
    switch (t_22) {
    case 0u:
    {
        t_63 = h * h;
        break;
    }
    case 1u:
    {
        t_63 = float(h_1) * (t_54[0].x + t_54[1].y) * (t_52.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_63 = 1.0;
        break;
    }
    default: {
        t_63 = 0.0;
        break;
    }
    }
    outputBuffer.data[7u] = t_63 + 7.0;
    float t_64 = generic_2(t_6);
    outputBuffer.data[8u] = t_64;
    outputBuffer.data[9u] = 125.0;
    float c;
    double c_1;
    switch (t_11) {
    case 0u:
    {
        float t_65 = t_12 + 3.0;
        double t_66 = t_14;
        c = t_65;
        c_1 = t_66;
        break;
    }
    case 1u:
    {
        float t_67 = t_12;
        double t_68 = t_14 + 3.0lf;
        c = t_67;
        c_1 = t_68;
        break;
    }
    case 2u:
    {
        float t_69 = t_12;
        double t_70 = t_14;
        c = t_69;
        c_1 = t_70;
        break;
    }
    default: {
        float t_71 = t_12;
        double t_72 = t_14;
        c = t_71;
        c_1 = t_72;
        break;
    }
    }
    float t_73;
    switch (t_11) {
    case 0u:
    {
        t_73 = c * c;
        break;
    }
    case 1u:
    {
        t_73 = float(c_1) * (t_15[0].x + t_15[1].y) * (t_16 ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_73 = 1.0;
        break;
    }
    default: {
        t_73 = 0.0;
        break;
    }
    }
    outputBuffer.data[10u] = t_73;
    outputBuffer.data[11u] = (t_22 == 1u ? 10.0 : 0.0) + (t_22 == 0u ? 1.0 : 0.0) + (t_17 == 0u ? 100.0 : 0.0);
    return;
}
float generic_2(IShape t) {
    float t_74;
    switch (t.typeId) {
    case 0u:
    {
        float t_75 = t.p0.side;
        t_74 = t_75 * t_75;
        break;
    }
    case 1u:
    {
        Wide t_76 = t.p1;
        mat2 t_77 = t_76.m;
        t_74 = float(t_76.w) * (t_77[0].x + t_77[1].y) * (t_76.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_74 = 1.0;
        break;
    }
    default: {
        t_74 = 0.0;
        break;
    }
    }
    return t_74 + 100.0;
}
