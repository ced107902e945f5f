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
    uint t_11 = t_6.typeId;
    float t_12;
    switch (t_11) {
    case 0u:
    {
        float t_13 = t_6.p0.side;
        t_12 = t_13 * t_13;
        break;
    }
    case 1u:
    {
        Wide t_14 = t_6.p1;
        mat2 t_15 = t_14.m;
        t_12 = float(t_14.w) * (t_15[0].x + t_15[1].y) * (t_14.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_12 = 1.0;
        break;
    }
    default: {
        t_12 = 0.0;
        break;
    }
    }
    outputBuffer.data[0u] = t_12;
    uint t_16 = t_8.typeId;
    float t_17;
    switch (t_16) {
    case 0u:
    {
        float t_18 = t_8.p0.side;
        t_17 = t_18 * t_18;
        break;
    }
    case 1u:
    {
        Wide t_19 = t_8.p1;
        mat2 t_20 = t_19.m;
        t_17 = float(t_19.w) * (t_20[0].x + t_20[1].y) * (t_19.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_17 = 1.0;
        break;
    }
    default: {
        t_17 = 0.0;
        break;
    }
    }
    outputBuffer.data[1u] = t_17;
    uint t_21 = t_10.typeId;
    float t_22;
    switch (t_21) {
    case 0u:
    {
        float t_23 = t_10.p0.side;
        t_22 = t_23 * t_23;
        break;
    }
    case 1u:
    {
        Wide t_24 = t_10.p1;
        mat2 t_25 = t_24.m;
        t_22 = float(t_24.w) * (t_25[0].x + t_25[1].y) * (t_24.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_22 = 1.0;
        break;
    }
    default: {
        t_22 = 0.0;
        break;
    }
    }
    outputBuffer.data[2u] = t_22;
    float t_26 = twice(t_8);
    outputBuffer.data[3u] = t_26;
    IShape[3] shapes = IShape[3](IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)), IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)), IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)));
    shapes = IShape[3](t_10, t_6, t_8);
    float sum;
    int i;
    float sum_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_27 = sum_1;
            int t_28 = i_1;
            sum = t_27;
            i = t_28;
            break;
        }
        IShape t_29 = shapes[i_1];
        float t_30;
        switch (t_29.typeId) {
        case 0u:
        {
            float t_31 = t_29.p0.side;
            t_30 = t_31 * t_31;
            break;
        }
        case 1u:
        {
            Wide t_32 = t_29.p1;
            mat2 t_33 = t_32.m;
            t_30 = float(t_32.w) * (t_33[0].x + t_33[1].y) * (t_32.doubled ? 2.0 : 1.0);
            break;
        }
        case 2u:
        {
            t_30 = 1.0;
            break;
        }
        default: {
            t_30 = 0.0;
            break;
        }
        }
        int t_34 = i_1 + 1;
        float t_35 = sum_1 + t_30 * float(t_34);
        int t_36 = t_34;
        sum_1 = t_35;
        i_1 = t_36;
        continue;
    }
    outputBuffer.data[4u] = sum;
    IShape t_37 = shapes[1];
    uint t_38 = t_37.typeId;
    float t_39 = t_37.p0.side;
    Wide t_40 = t_37.p1;
    double t_41 = t_40.w;
    float t_42;
    double t_43;
    switch (t_38) {
    case 0u:
    {
        float t_44 = t_39 + 1.0;
        double t_45 = t_41;
        t_42 = t_44;
        t_43 = t_45;
        break;
    }
    case 1u:
    {
        float t_46 = t_39;
        double t_47 = t_41 + 1.0lf;
        t_42 = t_46;
        t_43 = t_47;
        break;
    }
    case 2u:
    {
        float t_48 = t_39;
        double t_49 = t_41;
        t_42 = t_48;
        t_43 = t_49;
        break;
    }
    default: {
        float t_50 = t_39;
        double t_51 = t_41;
        t_42 = t_50;
        t_43 = t_51;
        break;
    }
    }
    shapes[1] = IShape(t_38, Square(t_42), Wide(t_43, t_40.m, t_40.doubled));
    IShape t_52 = shapes[1];
    float t_53;
    switch (t_52.typeId) {
    case 0u:
    {
        float t_54 = t_52.p0.side;
        t_53 = t_54 * t_54;
        break;
    }
    case 1u:
    {
        Wide t_55 = t_52.p1;
        mat2 t_56 = t_55.m;
        t_53 = float(t_55.w) * (t_56[0].x + t_56[1].y) * (t_55.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_53 = 1.0;
        break;
    }
    default: {
        t_53 = 0.0;
        break;
    }
    }
    outputBuffer.data[5u] = t_53;
    float t_57;
    switch (t_11) {
    case 0u:
    {
        float t_58 = t_6.p0.side;
        t_57 = t_58 * t_58;
        break;
    }
    case 1u:
    {
        Wide t_59 = t_6.p1;
        mat2 t_60 = t_59.m;
        t_57 = float(t_59.w) * (t_60[0].x + t_60[1].y) * (t_59.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_57 = 1.0;
        break;
    }
    default: {
        t_57 = 0.0;
        break;
    }
    }
    outputBuffer.data[6u] = t_57;
    float t_61 = t_8.p0.side;
    Wide t_62 = t_8.p1;
    double t_63 = t_62.w;
    mat2 t_64 = t_62.m;
    float t_65;
    double t_66;
    switch (t_16) {
    case 0u:
    {
        float t_67 = t_61 + 0.25;
        double t_68 = t_63;
        t_65 = t_67;
        t_66 = t_68;
        break;
    }
    case 1u:
    {
        float t_69 = t_61;
        double t_70 = t_63 + 0.25lf;
        t_65 = t_69;
        t_66 = t_70;
        break;
    }
    case 2u:
    {
        float t_71 = t_61;
        double t_72 = t_63;
        t_65 = t_71;
        t_66 = t_72;
        break;
    }
    default: {
        float t_73 = t_61;
        double t_74 = t_63;
        t_65 = t_73;
        t_66 = t_74;
        break;
    }
    }
    float t_75;
    switch (t_16) {
    case 0u:
    {
        t_75 = t_65 * t_65;
        break;
    }
    case 1u:
    {
        t_75 = float(t_66) * (t_64[0].x + t_64[1].y) * (t_62.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_75 = 1.0;
        break;
    }
    default: {
        t_75 = 0.0;
        break;
    }
    }
    outputBuffer.data[7u] = t_75 + 7.0;
    float t_76 = generic_2(t_6);
    outputBuffer.data[8u] = t_76;
    outputBuffer.data[9u] = 125.0;
    float t_77 = t_10.p0.side;
    Wide t_78 = t_10.p1;
    double t_79 = t_78.w;
    mat2 t_80 = t_78.m;
    float t_81;
    double t_82;
    switch (t_21) {
    case 0u:
    {
        float t_83 = t_77 + 3.0;
        double t_84 = t_79;
        t_81 = t_83;
        t_82 = t_84;
        break;
    }
    case 1u:
    {
        float t_85 = t_77;
        double t_86 = t_79 + 3.0lf;
        t_81 = t_85;
        t_82 = t_86;
        break;
    }
    case 2u:
    {
        float t_87 = t_77;
        double t_88 = t_79;
        t_81 = t_87;
        t_82 = t_88;
        break;
    }
    default: {
        float t_89 = t_77;
        double t_90 = t_79;
        t_81 = t_89;
        t_82 = t_90;
        break;
    }
    }
    float t_91;
    switch (t_21) {
    case 0u:
    {
        t_91 = t_81 * t_81;
        break;
    }
    case 1u:
    {
        t_91 = float(t_82) * (t_80[0].x + t_80[1].y) * (t_78.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_91 = 1.0;
        break;
    }
    default: {
        t_91 = 0.0;
        break;
    }
    }
    outputBuffer.data[10u] = t_91;
    outputBuffer.data[11u] = (t_16 == 1u ? 10.0 : 0.0) + (t_16 == 0u ? 1.0 : 0.0) + (t_11 == 0u ? 100.0 : 0.0);
    return;
}
float generic_2(IShape t) {
    float t_92;
    switch (t.typeId) {
    case 0u:
    {
        float t_93 = t.p0.side;
        t_92 = t_93 * t_93;
        break;
    }
    case 1u:
    {
        Wide t_94 = t.p1;
        mat2 t_95 = t_94.m;
        t_92 = float(t_94.w) * (t_95[0].x + t_95[1].y) * (t_94.doubled ? 2.0 : 1.0);
        break;
    }
    case 2u:
    {
        t_92 = 1.0;
        break;
    }
    default: {
        t_92 = 0.0;
        break;
    }
    }
    return t_92 + 100.0;
}
