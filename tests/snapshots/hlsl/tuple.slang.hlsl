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
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    Tuple_int_float_uint_ t = {1, 2.5f, 3u};
    Tuple_int_float_uint_ t_1 = (Tuple_int_float_uint_)0;
    t_1 = t;
    Tuple_int_float_uint_ t_2 = t_1;
    Tuple_int_float_uint_ t_3 = (Tuple_int_float_uint_)0;
    t_3 = t_2;
    t_3._2 = 9u;
    t_3._1 = 6.5f;
    Tuple_int_float_uint_ t_4 = t_3;
    t_1 = t_4;
    int t_5 = t_1._0;
    float t_6 = t_1._1;
    uint t_7 = t_1._2;
    outputBuffer[0u] = t_5 * 100 + (int)(t_6 + t_6) * 10 + (int)t_7 - 90;
    uint t_8 = t_1._2;
    int t_9 = t_1._0;
    uint t_10 = t_1._2;
    Tuple_uint_int_uint_ t_11 = {t_8, t_9, t_10};
    Tuple_uint_int_uint_ s = (Tuple_uint_int_uint_)0;
    s = t_11;
    uint t_12 = s._0;
    int t_13 = s._1;
    uint t_14 = s._2;
    outputBuffer[1u] = (int)t_12 * 100 + t_13 * 10 + (int)t_14;
    Tuple_int_int_ t_15 = {9, 2};
    Tuple_int_int_ q = (Tuple_int_int_)0;
    q = t_15;
    int t_16 = q._0;
    int t_17 = q._1;
    outputBuffer[2u] = t_16 * 10 + t_17;
    Tuple_int_int_ t_18 = q;
    Tuple_int_int_uint_float_ t_19 = {t_18._0, t_18._1, 2u, -1.5f};
    Tuple_int_int_uint_float_ r = (Tuple_int_int_uint_float_)0;
    r = t_19;
    uint t_20 = r._2;
    float t_21 = r._3;
    outputBuffer[3u] = 4000 + (int)t_20 * 10 + (int)(t_21 * -2.0f);
    Tuple_Tuple_int_int_int_ t_22 = {{4, 5}, 6};
    Tuple_Tuple_int_int_int_ n = (Tuple_Tuple_int_int_int_)0;
    n = t_22;
    n._0._1 = 50;
    Tuple_int_int_ t_23 = n._0;
    Tuple_int_int_ w = (Tuple_int_int_)0;
    w = t_23;
    int t_24 = n._0._0;
    int t_25 = n._0._1;
    int t_26 = n._1;
    int t_27 = w._0;
    outputBuffer[4u] = t_24 * 100 + t_25 + t_26 + t_27 * 1000;
    Tuple_int_int_int_ t_28 = {1, 20, 300};
    Tuple_int_int_int_ t_29 = (Tuple_int_int_int_)0;
    t_29 = t_28;
    int t_30 = t_29._0;
    int t_31 = t_29._1;
    int t_32 = t_29._2;
    outputBuffer[5u] = t_30 + t_31 + t_32;
    Tuple_int_int_float_ t_33 = {1, 2, 3.0f};
    Tuple_int_int_float_ a = (Tuple_int_int_float_)0;
    a = t_33;
    Tuple_int_int_float_ t_34 = a;
    int t_35 = t_34._1;
    int t_36 = t_34._0;
    int cmp;
    if (t_36 < 1 || t_36 == 1 && (t_35 < 3 || t_35 == 3 && t_34._2 < 0.0f)) {
        cmp = 1;
    } else {
        cmp = 0;
    }
    Tuple_int_int_float_ t_37 = a;
    float t_38 = t_37._2;
    int t_39 = t_37._1;
    int t_40 = t_37._0;
    int cmp_1;
    if (t_40 < 1 || t_40 == 1 && (t_39 < 3 || t_39 == 3 && (t_38 < 0.0f || t_38 == 0.0f))) {
        cmp_1 = cmp + 2;
    } else {
        cmp_1 = cmp;
    }
    Tuple_int_int_float_ t_41 = a;
    int t_42 = t_41._1;
    int t_43 = t_41._0;
    int cmp_2;
    if (1 < t_43 || 1 == t_43 && (3 < t_42 || 3 == t_42 && 0.0f < t_41._2)) {
        cmp_2 = cmp_1 + 4;
    } else {
        cmp_2 = cmp_1;
    }
    Tuple_int_int_float_ t_44 = a;
    float t_45 = t_44._2;
    int t_46 = t_44._1;
    int t_47 = t_44._0;
    int cmp_3;
    if (1 < t_47 || 1 == t_47 && (3 < t_46 || 3 == t_46 && (0.0f < t_45 || 0.0f == t_45))) {
        cmp_3 = cmp_2 + 8;
    } else {
        cmp_3 = cmp_2;
    }
    Tuple_int_int_float_ t_48 = a;
    int cmp_4;
    if (t_48._0 == 1 && (t_48._1 == 3 && t_48._2 == 0.0f)) {
        cmp_4 = cmp_3 + 16;
    } else {
        cmp_4 = cmp_3;
    }
    Tuple_int_int_float_ t_49 = a;
    int cmp_5;
    if (!(t_49._0 == 1 && (t_49._1 == 3 && t_49._2 == 0.0f))) {
        cmp_5 = cmp_4 + 32;
    } else {
        cmp_5 = cmp_4;
    }
    Tuple_int_int_float_ t_50 = a;
    Tuple_int_int_float_ t_51 = a;
    bool t_52;
    if (t_50._0 == t_51._0 && (t_50._1 == t_51._1 && t_50._2 == t_51._2)) {
        Tuple_int_int_float_ t_53 = a;
        Tuple_int_int_float_ t_54 = a;
        float t_55 = t_54._2;
        float t_56 = t_53._2;
        int t_57 = t_54._1;
        int t_58 = t_53._1;
        int t_59 = t_54._0;
        int t_60 = t_53._0;
        t_52 = t_60 < t_59 || t_60 == t_59 && (t_58 < t_57 || t_58 == t_57 && (t_56 < t_55 || t_56 == t_55));
    } else {
        t_52 = false;
    }
    bool t_61;
    if (t_52) {
        Tuple_int_int_float_ t_62 = a;
        Tuple_int_int_float_ t_63 = a;
        float t_64 = t_62._2;
        float t_65 = t_63._2;
        int t_66 = t_62._1;
        int t_67 = t_63._1;
        int t_68 = t_62._0;
        int t_69 = t_63._0;
        t_61 = t_69 < t_68 || t_69 == t_68 && (t_67 < t_66 || t_67 == t_66 && (t_65 < t_64 || t_65 == t_64));
    } else {
        t_61 = false;
    }
    bool t_70;
    if (t_61) {
        Tuple_int_int_float_ t_71 = a;
        Tuple_int_int_float_ t_72 = a;
        int t_73 = t_71._0;
        int t_74 = t_71._1;
        int t_75 = t_72._0;
        int t_76 = t_72._1;
        t_70 = !(t_73 < t_75 || t_73 == t_75 && (t_74 < t_76 || t_74 == t_76 && t_71._2 < t_72._2));
    } else {
        t_70 = false;
    }
    bool t_77;
    if (t_70) {
        Tuple_int_int_float_ t_78 = a;
        Tuple_int_int_float_ t_79 = a;
        int t_80 = t_79._0;
        int t_81 = t_79._1;
        int t_82 = t_78._0;
        int t_83 = t_78._1;
        t_77 = !(t_80 < t_82 || t_80 == t_82 && (t_81 < t_83 || t_81 == t_83 && t_79._2 < t_78._2));
    } else {
        t_77 = false;
    }
    int cmp_6;
    if (t_77) {
        cmp_6 = cmp_5 + 64;
    } else {
        cmp_6 = cmp_5;
    }
    outputBuffer[6u] = cmp_6;
    Tuple_int_int_float_ t_84 = {1, 2, 3.5f};
    Tuple_int_int_float_ c = (Tuple_int_int_float_)0;
    c = t_84;
    Tuple_int_int_float_ t_85 = a;
    Tuple_int_int_float_ t_86 = c;
    int t_87 = t_86._1;
    int t_88 = t_85._1;
    int t_89 = t_86._0;
    int t_90 = t_85._0;
    int t_91;
    if (t_90 < t_89 || t_90 == t_89 && (t_88 < t_87 || t_88 == t_87 && t_85._2 < t_86._2)) {
        t_91 = 1;
    } else {
        t_91 = 0;
    }
    Tuple_int_int_float_ t_92 = c;
    Tuple_int_int_float_ t_93 = a;
    int t_94 = t_92._1;
    int t_95 = t_93._1;
    int t_96 = t_92._0;
    int t_97 = t_93._0;
    int t_98;
    if (t_97 < t_96 || t_97 == t_96 && (t_95 < t_94 || t_95 == t_94 && t_93._2 < t_92._2)) {
        t_98 = 10;
    } else {
        t_98 = 0;
    }
    int t_99 = c._0;
    int t_100 = c._1;
    int t_101 = a._0;
    int t_102 = a._1;
    int t_103;
    if (t_99 == t_101 && t_100 == t_102) {
        t_103 = 100;
    } else {
        t_103 = 0;
    }
    outputBuffer[7u] = t_91 + t_98 + t_103;
    Tuple_int_int_ t_104 = {7, 8};
    Tuple_int_int_ p = (Tuple_int_int_)0;
    p = t_104;
    int t_105 = p._1;
    int t_106 = p._0;
    Tuple_int_int_ t_107 = {t_105, t_106};
    p = t_107;
    int t_108 = p._0;
    int t_109 = p._1;
    outputBuffer[8u] = t_108 * 10 + t_109;
    outputBuffer[9u] = 5;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
