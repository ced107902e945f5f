#include <metal_stdlib>
using namespace metal;
struct Tuple_int_float_uint_
{
    int _0;
    float _1;
    uint _2;
};
struct Tuple_uint_int_uint_
{
    uint _0;
    int _1;
    uint _2;
};
struct Tuple_int_int_
{
    int _0;
    int _1;
};
struct Tuple_int_int_uint_float_
{
    int _0;
    int _1;
    uint _2;
    float _3;
};
struct Tuple_Tuple_int_int_int_
{
    Tuple_int_int_ _0;
    int _1;
};
struct Tuple_int_int_int_
{
    int _0;
    int _1;
    int _2;
};
struct Tuple_int_int_float_
{
    int _0;
    int _1;
    float _2;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    Tuple_int_float_uint_ t = Tuple_int_float_uint_{};
    t = Tuple_int_float_uint_{1, 2.5f, 3u};
    Tuple_int_float_uint_ t_1 = t;
    Tuple_int_float_uint_ t_2 = Tuple_int_float_uint_{};
    t_2 = t_1;
    t_2._2 = 9u;
    t_2._1 = 6.5f;
    Tuple_int_float_uint_ t_3 = t_2;
    t = t_3;
    int t_4 = t._0;
    float t_5 = t._1;
    uint t_6 = t._2;
    outputBuffer[0u] = t_4 * 100 + int(t_5 + t_5) * 10 + int(t_6) - 90;
    uint t_7 = t._2;
    int t_8 = t._0;
    uint t_9 = t._2;
    Tuple_uint_int_uint_ s = Tuple_uint_int_uint_{};
    s = Tuple_uint_int_uint_{t_7, t_8, t_9};
    uint t_10 = s._0;
    int t_11 = s._1;
    uint t_12 = s._2;
    outputBuffer[1u] = int(t_10) * 100 + t_11 * 10 + int(t_12);
    Tuple_int_int_ q = Tuple_int_int_{};
    q = Tuple_int_int_{9, 2};
    int t_13 = q._0;
    int t_14 = q._1;
    outputBuffer[2u] = t_13 * 10 + t_14;
    Tuple_int_int_ t_15 = q;
    Tuple_int_int_uint_float_ r = Tuple_int_int_uint_float_{};
    r = Tuple_int_int_uint_float_{t_15._0, t_15._1, 2u, -1.5f};
    uint t_16 = r._2;
    float t_17 = r._3;
    outputBuffer[3u] = 4000 + int(t_16) * 10 + int(t_17 * -2.0f);
    Tuple_Tuple_int_int_int_ n = Tuple_Tuple_int_int_int_{};
    n = Tuple_Tuple_int_int_int_{Tuple_int_int_{4, 5}, 6};
    n._0._1 = 50;
    Tuple_int_int_ t_18 = n._0;
    Tuple_int_int_ w = Tuple_int_int_{};
    w = t_18;
    int t_19 = n._0._0;
    int t_20 = n._0._1;
    int t_21 = n._1;
    int t_22 = w._0;
    outputBuffer[4u] = t_19 * 100 + t_20 + t_21 + t_22 * 1000;
    Tuple_int_int_int_ t_23 = Tuple_int_int_int_{};
    t_23 = Tuple_int_int_int_{1, 20, 300};
    int t_24 = t_23._0;
    int t_25 = t_23._1;
    int t_26 = t_23._2;
    outputBuffer[5u] = t_24 + t_25 + t_26;
    Tuple_int_int_float_ a = Tuple_int_int_float_{};
    a = Tuple_int_int_float_{1, 2, 3.0f};
    Tuple_int_int_float_ t_27 = a;
    int t_28 = t_27._1;
    int t_29 = t_27._0;
    int cmp;
    if (t_29 < 1 || t_29 == 1 && (t_28 < 3 || t_28 == 3 && t_27._2 < 0.0f)) {
        cmp = 1;
    } else {
        cmp = 0;
    }
    Tuple_int_int_float_ t_30 = a;
    float t_31 = t_30._2;
    int t_32 = t_30._1;
    int t_33 = t_30._0;
    int cmp_1;
    if (t_33 < 1 || t_33 == 1 && (t_32 < 3 || t_32 == 3 && (t_31 < 0.0f || t_31 == 0.0f))) {
        cmp_1 = cmp + 2;
    } else {
        cmp_1 = cmp;
    }
    Tuple_int_int_float_ t_34 = a;
    int t_35 = t_34._1;
    int t_36 = t_34._0;
    int cmp_2;
    if (1 < t_36 || 1 == t_36 && (3 < t_35 || 3 == t_35 && 0.0f < t_34._2)) {
        cmp_2 = cmp_1 + 4;
    } else {
        cmp_2 = cmp_1;
    }
    Tuple_int_int_float_ t_37 = a;
    float t_38 = t_37._2;
    int t_39 = t_37._1;
    int t_40 = t_37._0;
    int cmp_3;
    if (1 < t_40 || 1 == t_40 && (3 < t_39 || 3 == t_39 && (0.0f < t_38 || 0.0f == t_38))) {
        cmp_3 = cmp_2 + 8;
    } else {
        cmp_3 = cmp_2;
    }
    Tuple_int_int_float_ t_41 = a;
    int cmp_4;
    if (t_41._0 == 1 && (t_41._1 == 3 && t_41._2 == 0.0f)) {
        cmp_4 = cmp_3 + 16;
    } else {
        cmp_4 = cmp_3;
    }
    Tuple_int_int_float_ t_42 = a;
    int cmp_5;
    if (!(t_42._0 == 1 && (t_42._1 == 3 && t_42._2 == 0.0f))) {
        cmp_5 = cmp_4 + 32;
    } else {
        cmp_5 = cmp_4;
    }
    Tuple_int_int_float_ t_43 = a;
    Tuple_int_int_float_ t_44 = a;
    bool t_45;
    if (t_43._0 == t_44._0 && (t_43._1 == t_44._1 && t_43._2 == t_44._2)) {
        Tuple_int_int_float_ t_46 = a;
        Tuple_int_int_float_ t_47 = a;
        float t_48 = t_47._2;
        float t_49 = t_46._2;
        int t_50 = t_47._1;
        int t_51 = t_46._1;
        int t_52 = t_47._0;
        int t_53 = t_46._0;
        t_45 = t_53 < t_52 || t_53 == t_52 && (t_51 < t_50 || t_51 == t_50 && (t_49 < t_48 || t_49 == t_48));
    } else {
        t_45 = false;
    }
    bool t_54;
    if (t_45) {
        Tuple_int_int_float_ t_55 = a;
        Tuple_int_int_float_ t_56 = a;
        float t_57 = t_55._2;
        float t_58 = t_56._2;
        int t_59 = t_55._1;
        int t_60 = t_56._1;
        int t_61 = t_55._0;
        int t_62 = t_56._0;
        t_54 = t_62 < t_61 || t_62 == t_61 && (t_60 < t_59 || t_60 == t_59 && (t_58 < t_57 || t_58 == t_57));
    } else {
        t_54 = false;
    }
    bool t_63;
    if (t_54) {
        Tuple_int_int_float_ t_64 = a;
        Tuple_int_int_float_ t_65 = a;
        int t_66 = t_64._0;
        int t_67 = t_64._1;
        int t_68 = t_65._0;
        int t_69 = t_65._1;
        t_63 = !(t_66 < t_68 || t_66 == t_68 && (t_67 < t_69 || t_67 == t_69 && t_64._2 < t_65._2));
    } else {
        t_63 = false;
    }
    bool t_70;
    if (t_63) {
        Tuple_int_int_float_ t_71 = a;
        Tuple_int_int_float_ t_72 = a;
        int t_73 = t_72._0;
        int t_74 = t_72._1;
        int t_75 = t_71._0;
        int t_76 = t_71._1;
        t_70 = !(t_73 < t_75 || t_73 == t_75 && (t_74 < t_76 || t_74 == t_76 && t_72._2 < t_71._2));
    } else {
        t_70 = false;
    }
    int cmp_6;
    if (t_70) {
        cmp_6 = cmp_5 + 64;
    } else {
        cmp_6 = cmp_5;
    }
    outputBuffer[6u] = cmp_6;
    Tuple_int_int_float_ c = Tuple_int_int_float_{};
    c = Tuple_int_int_float_{1, 2, 3.5f};
    Tuple_int_int_float_ t_77 = a;
    Tuple_int_int_float_ t_78 = c;
    int t_79 = t_78._1;
    int t_80 = t_77._1;
    int t_81 = t_78._0;
    int t_82 = t_77._0;
    int t_83;
    if (t_82 < t_81 || t_82 == t_81 && (t_80 < t_79 || t_80 == t_79 && t_77._2 < t_78._2)) {
        t_83 = 1;
    } else {
        t_83 = 0;
    }
    Tuple_int_int_float_ t_84 = c;
    Tuple_int_int_float_ t_85 = a;
    int t_86 = t_84._1;
    int t_87 = t_85._1;
    int t_88 = t_84._0;
    int t_89 = t_85._0;
    int t_90;
    if (t_89 < t_88 || t_89 == t_88 && (t_87 < t_86 || t_87 == t_86 && t_85._2 < t_84._2)) {
        t_90 = 10;
    } else {
        t_90 = 0;
    }
    int t_91 = c._0;
    int t_92 = c._1;
    int t_93 = a._0;
    int t_94 = a._1;
    int t_95;
    if (t_91 == t_93 && t_92 == t_94) {
        t_95 = 100;
    } else {
        t_95 = 0;
    }
    outputBuffer[7u] = t_83 + t_90 + t_95;
    Tuple_int_int_ p = Tuple_int_int_{};
    p = Tuple_int_int_{7, 8};
    int t_96 = p._1;
    int t_97 = p._0;
    p = Tuple_int_int_{t_96, t_97};
    int t_98 = p._0;
    int t_99 = p._1;
    outputBuffer[8u] = t_98 * 10 + t_99;
    outputBuffer[9u] = 5;
    return;
}
