struct Doubler
{
    float b;
};
struct Generic_float_
{
    float k;
};
struct IScale_float_
{
    uint typeId;
    Doubler p0;
    Generic_float_ p1;
};
struct IOffset_3_
{
    uint typeId;
};
struct Shifted
{
    int s;
};
struct IConvert
{
    uint typeId;
    Shifted p0;
};
static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<float> output : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    uint3 t = GlobalInvocationId;
    int t_1 = (int)t.x;
    IScale_float_ t_2;
    for (;;) {
        if (t_1 == 0) {
            Doubler d = (Doubler)0;
            d.b = 0.5f;
            Doubler t_3 = d;
            Generic_float_ t_4 = {0.0f};
            IScale_float_ t_5 = {0u, t_3, t_4};
            t_2 = t_5;
            break;
        }
        Generic_float_ g = (Generic_float_)0;
        g.k = 4.0f;
        Generic_float_ t_6 = g;
        Doubler t_7 = {0.0f};
        IScale_float_ t_8 = {1u, t_7, t_6};
        t_2 = t_8;
        break;
    }
    int t_9 = t_1 + 1;
    IScale_float_ t_10;
    for (;;) {
        if (t_9 == 0) {
            Doubler d_1 = (Doubler)0;
            d_1.b = 0.5f;
            Doubler t_11 = d_1;
            Generic_float_ t_12 = {0.0f};
            IScale_float_ t_13 = {0u, t_11, t_12};
            t_10 = t_13;
            break;
        }
        Generic_float_ g_1 = (Generic_float_)0;
        g_1.k = 4.0f;
        Generic_float_ t_14 = g_1;
        Doubler t_15 = {0.0f};
        IScale_float_ t_16 = {1u, t_15, t_14};
        t_10 = t_16;
        break;
    }
    uint t_17 = t_2.typeId;
    float t_18;
    switch (t_17) {
    case 0u:
    {
        Doubler t_19 = t_2.p0;
        Doubler this_1 = (Doubler)0;
        this_1 = t_19;
        float t_20 = this_1.b;
        t_18 = 6.0f + t_20;
        break;
    }
    case 1u:
    {
        Generic_float_ t_21 = t_2.p1;
        Generic_float_ this_2 = (Generic_float_)0;
        this_2 = t_21;
        float t_22 = this_2.k;
        t_18 = 3.0f * t_22;
        break;
    }
    default: {
        t_18 = 0.0f;
        break;
    }
    }
    float t_23;
    switch (t_17) {
    case 0u:
    {
        Doubler t_24 = t_2.p0;
        Doubler this_3 = (Doubler)0;
        this_3 = t_24;
        float t_25 = this_3.b;
        t_23 = t_25;
        break;
    }
    case 1u:
    {
        Generic_float_ t_26 = t_2.p1;
        Generic_float_ this_4 = (Generic_float_)0;
        this_4 = t_26;
        float t_27 = this_4.k;
        float t_28 = this_4.k;
        t_23 = t_27 + t_28;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    output[0u] = t_18 + t_23;
    uint t_29 = t_10.typeId;
    float t_30;
    switch (t_29) {
    case 0u:
    {
        Doubler t_31 = t_10.p0;
        Doubler this_5 = (Doubler)0;
        this_5 = t_31;
        float t_32 = this_5.b;
        t_30 = 6.0f + t_32;
        break;
    }
    case 1u:
    {
        Generic_float_ t_33 = t_10.p1;
        Generic_float_ this_6 = (Generic_float_)0;
        this_6 = t_33;
        float t_34 = this_6.k;
        t_30 = 3.0f * t_34;
        break;
    }
    default: {
        t_30 = 0.0f;
        break;
    }
    }
    float t_35;
    switch (t_29) {
    case 0u:
    {
        Doubler t_36 = t_10.p0;
        Doubler this_7 = (Doubler)0;
        this_7 = t_36;
        float t_37 = this_7.b;
        t_35 = t_37;
        break;
    }
    case 1u:
    {
        Generic_float_ t_38 = t_10.p1;
        Generic_float_ this_8 = (Generic_float_)0;
        this_8 = t_38;
        float t_39 = this_8.k;
        float t_40 = this_8.k;
        t_35 = t_39 + t_40;
        break;
    }
    default: {
        t_35 = 0.0f;
        break;
    }
    }
    output[1u] = t_30 + t_35;
    IOffset_3_ t_41;
    for (;;) {
        if (t_1 == 0) {
            IOffset_3_ t_42 = {0u};
            t_41 = t_42;
            break;
        }
        IOffset_3_ t_43 = {1u};
        t_41 = t_43;
        break;
    }
    int t_44;
    switch (t_41.typeId) {
    case 0u:
    {
        t_44 = 8;
        break;
    }
    case 1u:
    {
        t_44 = 15;
        break;
    }
    default: {
        t_44 = 0;
        break;
    }
    }
    IOffset_3_ t_45;
    for (;;) {
        if (t_9 == 0) {
            IOffset_3_ t_46 = {0u};
            t_45 = t_46;
            break;
        }
        IOffset_3_ t_47 = {1u};
        t_45 = t_47;
        break;
    }
    int t_48;
    switch (t_45.typeId) {
    case 0u:
    {
        t_48 = 8;
        break;
    }
    case 1u:
    {
        t_48 = 15;
        break;
    }
    default: {
        t_48 = 0;
        break;
    }
    }
    output[2u] = (float)(t_44 * 100 + t_48);
    IConvert t_49;
    for (;;) {
        if (t_1 == 0) {
            IConvert t_50 = {0u, {0}};
            t_49 = t_50;
            break;
        }
        Shifted s = (Shifted)0;
        s.s = 10;
        Shifted t_51 = s;
        IConvert t_52 = {1u, t_51};
        t_49 = t_52;
        break;
    }
    IConvert t_53;
    for (;;) {
        if (t_9 == 0) {
            IConvert t_54 = {0u, {0}};
            t_53 = t_54;
            break;
        }
        Shifted s_1 = (Shifted)0;
        s_1.s = 10;
        Shifted t_55 = s_1;
        IConvert t_56 = {1u, t_55};
        t_53 = t_56;
        break;
    }
    uint t_57 = t_49.typeId;
    float t_58;
    switch (t_57) {
    case 0u:
    {
        t_58 = 3.0f;
        break;
    }
    case 1u:
    {
        Shifted t_59 = t_49.p0;
        Shifted this_9 = (Shifted)0;
        this_9 = t_59;
        int t_60 = this_9.s;
        t_58 = 3.0f + (float)t_60;
        break;
    }
    default: {
        t_58 = 0.0f;
        break;
    }
    }
    output[3u] = t_58;
    uint t_61 = t_53.typeId;
    int t_62;
    switch (t_61) {
    case 0u:
    {
        t_62 = 14;
        break;
    }
    case 1u:
    {
        Shifted t_63 = t_53.p0;
        Shifted this_10 = (Shifted)0;
        this_10 = t_63;
        int t_64 = this_10.s;
        t_62 = 14 + t_64;
        break;
    }
    default: {
        t_62 = 0;
        break;
    }
    }
    output[4u] = (float)t_62;
    float t_65;
    switch (t_57) {
    case 0u:
    {
        t_65 = 8.0f;
        break;
    }
    case 1u:
    {
        Shifted t_66 = t_49.p0;
        Shifted this_11 = (Shifted)0;
        this_11 = t_66;
        int t_67 = this_11.s;
        t_65 = 6.0f + (float)t_67;
        break;
    }
    default: {
        t_65 = 0.0f;
        break;
    }
    }
    output[5u] = t_65;
    float t_68;
    switch (t_61) {
    case 0u:
    {
        t_68 = 8.0f;
        break;
    }
    case 1u:
    {
        Shifted t_69 = t_53.p0;
        Shifted this_12 = (Shifted)0;
        this_12 = t_69;
        int t_70 = this_12.s;
        t_68 = 6.0f + (float)t_70;
        break;
    }
    default: {
        t_68 = 0.0f;
        break;
    }
    }
    output[6u] = t_68;
    float t_71;
    switch (t_61) {
    case 0u:
    {
        t_71 = 0.5f;
        break;
    }
    case 1u:
    {
        Shifted t_72 = t_53.p0;
        Shifted this_13 = (Shifted)0;
        this_13 = t_72;
        int t_73 = this_13.s;
        t_71 = 0.5f + (float)t_73;
        break;
    }
    default: {
        t_71 = 0.0f;
        break;
    }
    }
    output[7u] = t_71;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
