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
struct Holder
{
    int tag;
    IShape shape;
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
float generic(IShape p_1);
IShape make(int p) {
    if (p == 0) {
        Square s_1 = Square(0.0);
        s_1.side = 3.0;
        Square t = s_1;
        return IShape(0u, t, Wide(0.0lf, mat2(vec2(0.0, 0.0), vec2(0.0, 0.0)), false));
    }
    if (p == 1) {
        Wide w = Wide(0.0lf, mat2(0.0), false);
        w.w = 0.5lf;
        w.m = mat2(vec2(2.0, 7.0), vec2(9.0, 4.0));
        w.doubled = true;
        Wide t_1 = w;
        return IShape(1u, Square(0.0), t_1);
    }
    return IShape(2u, Square(0.0), Wide(0.0lf, mat2(vec2(0.0, 0.0), vec2(0.0, 0.0)), false));
}
float twice(IShape s) {
    float t_2;
    switch (s.typeId) {
    case 0u:
    {
        Square this_1 = Square(0.0);
        this_1 = s.p0;
        float t_3 = this_1.side;
        float t_4 = this_1.side;
        t_2 = t_3 * t_4;
        break;
    }
    case 1u:
    {
        Wide this_2 = Wide(0.0lf, mat2(0.0), false);
        this_2 = s.p1;
        double t_5 = this_2.w;
        float t_6 = this_2.m[0][0];
        float t_7 = this_2.m[1][1];
        bool t_8 = this_2.doubled;
        float t_9;
        if (t_8) {
            t_9 = 2.0;
        } else {
            t_9 = 1.0;
        }
        t_2 = float(t_5) * (t_6 + t_7) * t_9;
        break;
    }
    case 2u:
    {
        t_2 = 1.0;
        break;
    }
    default: {
        t_2 = 0.0;
        break;
    }
    }
    return 2.0 * t_2;
}
void main() {
    int t_10 = selectors.data[0u];
    IShape t_11 = make(t_10);
    int t_12 = selectors.data[1u];
    IShape t_13 = make(t_12);
    int t_14 = selectors.data[2u];
    IShape t_15 = make(t_14);
    IShape c = IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false));
    c = t_15;
    uint t_16 = t_11.typeId;
    float t_17;
    switch (t_16) {
    case 0u:
    {
        Square this_3 = Square(0.0);
        this_3 = t_11.p0;
        float t_18 = this_3.side;
        float t_19 = this_3.side;
        t_17 = t_18 * t_19;
        break;
    }
    case 1u:
    {
        Wide this_4 = Wide(0.0lf, mat2(0.0), false);
        this_4 = t_11.p1;
        double t_20 = this_4.w;
        float t_21 = this_4.m[0][0];
        float t_22 = this_4.m[1][1];
        bool t_23 = this_4.doubled;
        float t_24;
        if (t_23) {
            t_24 = 2.0;
        } else {
            t_24 = 1.0;
        }
        t_17 = float(t_20) * (t_21 + t_22) * t_24;
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
    outputBuffer.data[0u] = t_17;
    uint t_25 = t_13.typeId;
    float t_26;
    switch (t_25) {
    case 0u:
    {
        Square this_5 = Square(0.0);
        this_5 = t_13.p0;
        float t_27 = this_5.side;
        float t_28 = this_5.side;
        t_26 = t_27 * t_28;
        break;
    }
    case 1u:
    {
        Wide this_6 = Wide(0.0lf, mat2(0.0), false);
        this_6 = t_13.p1;
        double t_29 = this_6.w;
        float t_30 = this_6.m[0][0];
        float t_31 = this_6.m[1][1];
        bool t_32 = this_6.doubled;
        float t_33;
        if (t_32) {
            t_33 = 2.0;
        } else {
            t_33 = 1.0;
        }
        t_26 = float(t_29) * (t_30 + t_31) * t_33;
        break;
    }
    case 2u:
    {
        t_26 = 1.0;
        break;
    }
    default: {
        t_26 = 0.0;
        break;
    }
    }
    outputBuffer.data[1u] = t_26;
    IShape t_34 = c;
    float t_35;
    switch (t_34.typeId) {
    case 0u:
    {
        Square this_7 = Square(0.0);
        this_7 = t_34.p0;
        float t_36 = this_7.side;
        float t_37 = this_7.side;
        t_35 = t_36 * t_37;
        break;
    }
    case 1u:
    {
        Wide this_8 = Wide(0.0lf, mat2(0.0), false);
        this_8 = t_34.p1;
        double t_38 = this_8.w;
        float t_39 = this_8.m[0][0];
        float t_40 = this_8.m[1][1];
        bool t_41 = this_8.doubled;
        float t_42;
        if (t_41) {
            t_42 = 2.0;
        } else {
            t_42 = 1.0;
        }
        t_35 = float(t_38) * (t_39 + t_40) * t_42;
        break;
    }
    case 2u:
    {
        t_35 = 1.0;
        break;
    }
    default: {
        t_35 = 0.0;
        break;
    }
    }
    outputBuffer.data[2u] = t_35;
    float t_43 = twice(t_13);
    outputBuffer.data[3u] = t_43;
    IShape t_44 = c;
    IShape[3] shapes = IShape[3](IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)), IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)), IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)));
    shapes = IShape[3](t_44, t_11, t_13);
    float sum;
    int i;
    float sum_1 = 0.0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 3) {
        } else {
            float t_45 = sum_1;
            int t_46 = i_1;
            sum = t_45;
            i = t_46;
            break;
        }
        IShape t_47 = shapes[i_1];
        float t_48;
        switch (t_47.typeId) {
        case 0u:
        {
            Square this_9 = Square(0.0);
            this_9 = t_47.p0;
            float t_49 = this_9.side;
            float t_50 = this_9.side;
            t_48 = t_49 * t_50;
            break;
        }
        case 1u:
        {
            Wide this_10 = Wide(0.0lf, mat2(0.0), false);
            this_10 = t_47.p1;
            double t_51 = this_10.w;
            float t_52 = this_10.m[0][0];
            float t_53 = this_10.m[1][1];
            bool t_54 = this_10.doubled;
            float t_55;
            if (t_54) {
                t_55 = 2.0;
            } else {
                t_55 = 1.0;
            }
            t_48 = float(t_51) * (t_52 + t_53) * t_55;
            break;
        }
        case 2u:
        {
            t_48 = 1.0;
            break;
        }
        default: {
            t_48 = 0.0;
            break;
        }
        }
        int t_56 = i_1 + 1;
        float t_57 = sum_1 + t_48 * float(t_56);
        int t_58 = t_56;
        sum_1 = t_57;
        i_1 = t_58;
        continue;
    }
    outputBuffer.data[4u] = sum;
    uint t_59 = shapes[1].typeId;
    switch (t_59) {
    case 0u:
    {
        float t_60 = shapes[1].p0.side;
        shapes[1].p0.side = t_60 + 1.0;
        break;
    }
    case 1u:
    {
        double t_61 = shapes[1].p1.w;
        shapes[1].p1.w = t_61 + 1.0lf;
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
    IShape t_62 = shapes[1];
    float t_63;
    switch (t_62.typeId) {
    case 0u:
    {
        Square this_11 = Square(0.0);
        this_11 = t_62.p0;
        float t_64 = this_11.side;
        float t_65 = this_11.side;
        t_63 = t_64 * t_65;
        break;
    }
    case 1u:
    {
        Wide this_12 = Wide(0.0lf, mat2(0.0), false);
        this_12 = t_62.p1;
        double t_66 = this_12.w;
        float t_67 = this_12.m[0][0];
        float t_68 = this_12.m[1][1];
        bool t_69 = this_12.doubled;
        float t_70;
        if (t_69) {
            t_70 = 2.0;
        } else {
            t_70 = 1.0;
        }
        t_63 = float(t_66) * (t_67 + t_68) * t_70;
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
    outputBuffer.data[5u] = t_63;
    float t_71;
    switch (t_16) {
    case 0u:
    {
        Square this_13 = Square(0.0);
        this_13 = t_11.p0;
        float t_72 = this_13.side;
        float t_73 = this_13.side;
        t_71 = t_72 * t_73;
        break;
    }
    case 1u:
    {
        Wide this_14 = Wide(0.0lf, mat2(0.0), false);
        this_14 = t_11.p1;
        double t_74 = this_14.w;
        float t_75 = this_14.m[0][0];
        float t_76 = this_14.m[1][1];
        bool t_77 = this_14.doubled;
        float t_78;
        if (t_77) {
            t_78 = 2.0;
        } else {
            t_78 = 1.0;
        }
        t_71 = float(t_74) * (t_75 + t_76) * t_78;
        break;
    }
    case 2u:
    {
        t_71 = 1.0;
        break;
    }
    default: {
        t_71 = 0.0;
        break;
    }
    }
    outputBuffer.data[6u] = t_71;
    Holder h = Holder(0, IShape(0u, Square(0.0), Wide(0.0lf, mat2(0.0), false)));
    h.tag = 7;
    h.shape = t_13;
    uint t_79 = h.shape.typeId;
    switch (t_79) {
    case 0u:
    {
        float t_80 = h.shape.p0.side;
        h.shape.p0.side = t_80 + 0.25;
        break;
    }
    case 1u:
    {
        double t_81 = h.shape.p1.w;
        h.shape.p1.w = t_81 + 0.25lf;
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
    IShape t_82 = h.shape;
    float t_83;
    switch (t_82.typeId) {
    case 0u:
    {
        Square this_15 = Square(0.0);
        this_15 = t_82.p0;
        float t_84 = this_15.side;
        float t_85 = this_15.side;
        t_83 = t_84 * t_85;
        break;
    }
    case 1u:
    {
        Wide this_16 = Wide(0.0lf, mat2(0.0), false);
        this_16 = t_82.p1;
        double t_86 = this_16.w;
        float t_87 = this_16.m[0][0];
        float t_88 = this_16.m[1][1];
        bool t_89 = this_16.doubled;
        float t_90;
        if (t_89) {
            t_90 = 2.0;
        } else {
            t_90 = 1.0;
        }
        t_83 = float(t_86) * (t_87 + t_88) * t_90;
        break;
    }
    case 2u:
    {
        t_83 = 1.0;
        break;
    }
    default: {
        t_83 = 0.0;
        break;
    }
    }
    int t_91 = h.tag;
    outputBuffer.data[7u] = t_83 + float(t_91);
    float t_92 = generic(t_11);
    outputBuffer.data[8u] = t_92;
    Square this_17 = Square(0.0);
    this_17 = Square(5.0);
    float t_93 = this_17.side;
    float t_94 = this_17.side;
    outputBuffer.data[9u] = t_93 * t_94 + 100.0;
    uint t_95 = c.typeId;
    switch (t_95) {
    case 0u:
    {
        float t_96 = c.p0.side;
        c.p0.side = t_96 + 3.0;
        break;
    }
    case 1u:
    {
        double t_97 = c.p1.w;
        c.p1.w = t_97 + 3.0lf;
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
    IShape t_98 = c;
    float t_99;
    switch (t_98.typeId) {
    case 0u:
    {
        Square this_18 = Square(0.0);
        this_18 = t_98.p0;
        float t_100 = this_18.side;
        float t_101 = this_18.side;
        t_99 = t_100 * t_101;
        break;
    }
    case 1u:
    {
        Wide this_19 = Wide(0.0lf, mat2(0.0), false);
        this_19 = t_98.p1;
        double t_102 = this_19.w;
        float t_103 = this_19.m[0][0];
        float t_104 = this_19.m[1][1];
        bool t_105 = this_19.doubled;
        float t_106;
        if (t_105) {
            t_106 = 2.0;
        } else {
            t_106 = 1.0;
        }
        t_99 = float(t_102) * (t_103 + t_104) * t_106;
        break;
    }
    case 2u:
    {
        t_99 = 1.0;
        break;
    }
    default: {
        t_99 = 0.0;
        break;
    }
    }
    outputBuffer.data[10u] = t_99;
    float t_107;
    if (t_25 == 1u) {
        t_107 = 10.0;
    } else {
        t_107 = 0.0;
    }
    float t_108;
    if (t_25 == 0u) {
        t_108 = 1.0;
    } else {
        t_108 = 0.0;
    }
    float t_109;
    if (t_16 == 0u) {
        t_109 = 100.0;
    } else {
        t_109 = 0.0;
    }
    outputBuffer.data[11u] = t_107 + t_108 + t_109;
    return;
}
float generic(IShape p_1) {
    float t_110;
    switch (p_1.typeId) {
    case 0u:
    {
        Square this_20 = Square(0.0);
        this_20 = p_1.p0;
        float t_111 = this_20.side;
        float t_112 = this_20.side;
        t_110 = t_111 * t_112;
        break;
    }
    case 1u:
    {
        Wide this_21 = Wide(0.0lf, mat2(0.0), false);
        this_21 = p_1.p1;
        double t_113 = this_21.w;
        float t_114 = this_21.m[0][0];
        float t_115 = this_21.m[1][1];
        bool t_116 = this_21.doubled;
        float t_117;
        if (t_116) {
            t_117 = 2.0;
        } else {
            t_117 = 1.0;
        }
        t_110 = float(t_113) * (t_114 + t_115) * t_117;
        break;
    }
    case 2u:
    {
        t_110 = 1.0;
        break;
    }
    default: {
        t_110 = 0.0;
        break;
    }
    }
    return t_110 + 100.0;
}
