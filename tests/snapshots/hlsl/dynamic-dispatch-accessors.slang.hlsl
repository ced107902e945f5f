struct Plain
{
    float v;
    float slots[2];
};
struct Scaled
{
    int raw;
    float k;
    float cell;
};
struct ICounter
{
    uint typeId;
    Plain p0;
    Scaled p1;
};
[[vk::binding(0, 0)]] StructuredBuffer<int> selectors : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
ICounter make(int p);
void computeMain_1();
ICounter make(int p) {
    if (p == 0) {
        ICounter t = {0u, {1.0f, {2.0f, 3.0f}}, {0, 0.0f, 0.0f}};
        return t;
    }
    ICounter t_1 = {1u, {0.0f, {0.0f, 0.0f}}, {4, 0.5f, 1.0f}};
    return t_1;
}
void computeMain_1() {
    int t_2 = selectors[0u];
    ICounter t_3 = make(t_2);
    float a[2] = {0.0f, 0.0f};
    uint t_4 = t_3.typeId;
    Plain t_5 = t_3.p0;
    float t_6 = t_5.v;
    float t_7[2] = t_5.slots;
    a = t_7;
    Scaled t_8 = t_3.p1;
    int t_9 = t_8.raw;
    float t_10 = t_8.k;
    float t_11 = t_8.cell;
    int t_12 = selectors[1u];
    ICounter t_13 = make(t_12);
    float b[2] = {0.0f, 0.0f};
    uint t_14 = t_13.typeId;
    Plain t_15 = t_13.p0;
    float t_16 = t_15.v;
    float t_17[2] = t_15.slots;
    b = t_17;
    Scaled t_18 = t_13.p1;
    int t_19 = t_18.raw;
    float t_20 = t_18.k;
    float t_21 = t_18.cell;
    float t_22;
    switch (t_4) {
    case 0u:
    {
        t_22 = t_6;
        break;
    }
    case 1u:
    {
        t_22 = (float)t_9 * t_10;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_22;
    float t_23;
    switch (t_14) {
    case 0u:
    {
        t_23 = t_16;
        break;
    }
    case 1u:
    {
        t_23 = (float)t_19 * t_20;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_23;
    float a_1;
    int a_2;
    switch (t_4) {
    case 0u:
    {
        float t_24 = 6.0f;
        int t_25 = t_9;
        a_1 = t_24;
        a_2 = t_25;
        break;
    }
    case 1u:
    {
        float t_26 = t_6;
        int t_27 = (int)(6.0f / t_10);
        a_1 = t_26;
        a_2 = t_27;
        break;
    }
    default: {
        float t_28 = t_6;
        int t_29 = t_9;
        a_1 = t_28;
        a_2 = t_29;
        break;
    }
    }
    float b_1;
    int b_2;
    switch (t_14) {
    case 0u:
    {
        float t_30 = 6.0f;
        int t_31 = t_19;
        b_1 = t_30;
        b_2 = t_31;
        break;
    }
    case 1u:
    {
        float t_32 = t_16;
        int t_33 = (int)(6.0f / t_20);
        b_1 = t_32;
        b_2 = t_33;
        break;
    }
    default: {
        float t_34 = t_16;
        int t_35 = t_19;
        b_1 = t_34;
        b_2 = t_35;
        break;
    }
    }
    float t_36;
    switch (t_4) {
    case 0u:
    {
        t_36 = a_1;
        break;
    }
    case 1u:
    {
        t_36 = (float)a_2 * t_10;
        break;
    }
    default: {
        t_36 = 0.0f;
        break;
    }
    }
    float t_37 = t_36 + 1.0f;
    float a_3;
    int a_4;
    switch (t_4) {
    case 0u:
    {
        float t_38 = t_37;
        int t_39 = a_2;
        a_3 = t_38;
        a_4 = t_39;
        break;
    }
    case 1u:
    {
        float t_40 = a_1;
        int t_41 = (int)(t_37 / t_10);
        a_3 = t_40;
        a_4 = t_41;
        break;
    }
    default: {
        float t_42 = a_1;
        int t_43 = a_2;
        a_3 = t_42;
        a_4 = t_43;
        break;
    }
    }
    float t_44;
    switch (t_14) {
    case 0u:
    {
        t_44 = b_1;
        break;
    }
    case 1u:
    {
        t_44 = (float)b_2 * t_20;
        break;
    }
    default: {
        t_44 = 0.0f;
        break;
    }
    }
    float t_45 = t_44 + 1.0f;
    float b_3;
    int b_4;
    switch (t_14) {
    case 0u:
    {
        float t_46 = t_45;
        int t_47 = b_2;
        b_3 = t_46;
        b_4 = t_47;
        break;
    }
    case 1u:
    {
        float t_48 = b_1;
        int t_49 = (int)(t_45 / t_20);
        b_3 = t_48;
        b_4 = t_49;
        break;
    }
    default: {
        float t_50 = b_1;
        int t_51 = b_2;
        b_3 = t_50;
        b_4 = t_51;
        break;
    }
    }
    float t_52[2] = a;
    float t_53;
    switch (t_4) {
    case 0u:
    {
        t_53 = a_3 + t_52[0] + t_52[1];
        break;
    }
    case 1u:
    {
        t_53 = (float)a_4 + t_11;
        break;
    }
    default: {
        t_53 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_53;
    float t_54[2] = b;
    float t_55;
    switch (t_14) {
    case 0u:
    {
        t_55 = b_3 + t_54[0] + t_54[1];
        break;
    }
    case 1u:
    {
        t_55 = (float)b_4 + t_21;
        break;
    }
    default: {
        t_55 = 0.0f;
        break;
    }
    }
    outputBuffer[3u] = t_55;
    float t_56[2] = a;
    float t_57;
    switch (t_4) {
    case 0u:
    {
        float this_1[2] = {0.0f, 0.0f};
        this_1 = t_56;
        float t_58 = this_1[1];
        t_57 = t_58;
        break;
    }
    case 1u:
    {
        t_57 = t_11 * 2.0f;
        break;
    }
    default: {
        t_57 = 0.0f;
        break;
    }
    }
    outputBuffer[4u] = t_57;
    float t_59[2] = b;
    float t_60;
    switch (t_14) {
    case 0u:
    {
        float this_2[2] = {0.0f, 0.0f};
        this_2 = t_59;
        float t_61 = this_2[1];
        t_60 = t_61;
        break;
    }
    case 1u:
    {
        t_60 = t_21 * 2.0f;
        break;
    }
    default: {
        t_60 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_60;
    float a_5;
    switch (t_4) {
    case 0u:
    {
        a[0] = 5.0f;
        a_5 = t_11;
        break;
    }
    case 1u:
    {
        a_5 = 50.0f;
        break;
    }
    default: {
        a_5 = t_11;
        break;
    }
    }
    float b_5;
    switch (t_14) {
    case 0u:
    {
        b[0] = 5.0f;
        b_5 = t_21;
        break;
    }
    case 1u:
    {
        b_5 = 50.0f;
        break;
    }
    default: {
        b_5 = t_21;
        break;
    }
    }
    float t_62[2] = a;
    float t_63;
    switch (t_4) {
    case 0u:
    {
        t_63 = a_3 + t_62[0] + t_62[1];
        break;
    }
    case 1u:
    {
        t_63 = (float)a_4 + a_5;
        break;
    }
    default: {
        t_63 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_63;
    float t_64[2] = b;
    float t_65;
    switch (t_14) {
    case 0u:
    {
        float this_3[2] = {0.0f, 0.0f};
        this_3 = t_64;
        float t_66 = this_3[1];
        t_65 = t_66;
        break;
    }
    case 1u:
    {
        t_65 = b_5 * 3.0f;
        break;
    }
    default: {
        t_65 = 0.0f;
        break;
    }
    }
    outputBuffer[7u] = t_65;
    int t_67 = selectors[1u];
    ICounter t_68 = make(t_67);
    float t_69;
    switch (t_68.typeId) {
    case 0u:
    {
        Plain t_70 = t_68.p0;
        t_69 = t_70.v;
        break;
    }
    case 1u:
    {
        Scaled t_71 = t_68.p1;
        t_69 = (float)t_71.raw * t_71.k;
        break;
    }
    default: {
        t_69 = 0.0f;
        break;
    }
    }
    outputBuffer[8u] = t_69;
    float t_72[2] = a;
    Plain t_73 = {a_3, t_72};
    Scaled t_74 = {a_4, t_10, a_5};
    ICounter t_75 = {t_4, t_73, t_74};
    float t_76[2] = b;
    Plain t_77 = {b_3, t_76};
    Scaled t_78 = {b_4, t_20, b_5};
    ICounter t_79 = {t_14, t_77, t_78};
    ICounter t_80[2] = {t_75, t_79};
    ICounter both[2] = {(ICounter)0, (ICounter)0};
    both = t_80;
    float sum;
    int i;
    float sum_1 = 0.0f;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            float t_81 = sum_1;
            int t_82 = i_1;
            sum = t_81;
            i = t_82;
            break;
        }
        ICounter t_83 = both[i_1];
        float t_84;
        switch (t_83.typeId) {
        case 0u:
        {
            Plain t_85 = t_83.p0;
            float this_4[2] = {0.0f, 0.0f};
            float t_86[2] = t_85.slots;
            this_4 = t_86;
            float t_87 = this_4[0];
            t_84 = t_87;
            break;
        }
        case 1u:
        {
            Scaled t_88 = t_83.p1;
            t_84 = t_88.cell * 1.0f;
            break;
        }
        default: {
            t_84 = 0.0f;
            break;
        }
        }
        float t_89 = sum_1 + t_84;
        int t_90 = i_1 + 1;
        sum_1 = t_89;
        i_1 = t_90;
        continue;
    }
    outputBuffer[9u] = sum;
    return;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
