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
            IScale_float_ t_3 = {0u, {0.5f}, {0.0f}};
            t_2 = t_3;
            break;
        }
        IScale_float_ t_4 = {1u, {0.0f}, {4.0f}};
        t_2 = t_4;
        break;
    }
    int t_5 = t_1 + 1;
    IScale_float_ t_6;
    for (;;) {
        if (t_5 == 0) {
            IScale_float_ t_7 = {0u, {0.5f}, {0.0f}};
            t_6 = t_7;
            break;
        }
        IScale_float_ t_8 = {1u, {0.0f}, {4.0f}};
        t_6 = t_8;
        break;
    }
    uint t_9 = t_2.typeId;
    float t_10;
    switch (t_9) {
    case 0u:
    {
        Doubler t_11 = t_2.p0;
        t_10 = 6.0f + t_11.b;
        break;
    }
    case 1u:
    {
        Generic_float_ t_12 = t_2.p1;
        t_10 = 3.0f * t_12.k;
        break;
    }
    default: {
        t_10 = 0.0f;
        break;
    }
    }
    float t_13;
    switch (t_9) {
    case 0u:
    {
        Doubler t_14 = t_2.p0;
        t_13 = t_14.b;
        break;
    }
    case 1u:
    {
        Generic_float_ t_15 = t_2.p1;
        float t_16 = t_15.k;
        t_13 = t_16 + t_16;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    output[0u] = t_10 + t_13;
    uint t_17 = t_6.typeId;
    float t_18;
    switch (t_17) {
    case 0u:
    {
        Doubler t_19 = t_6.p0;
        t_18 = 6.0f + t_19.b;
        break;
    }
    case 1u:
    {
        Generic_float_ t_20 = t_6.p1;
        t_18 = 3.0f * t_20.k;
        break;
    }
    default: {
        t_18 = 0.0f;
        break;
    }
    }
    float t_21;
    switch (t_17) {
    case 0u:
    {
        Doubler t_22 = t_6.p0;
        t_21 = t_22.b;
        break;
    }
    case 1u:
    {
        Generic_float_ t_23 = t_6.p1;
        float t_24 = t_23.k;
        t_21 = t_24 + t_24;
        break;
    }
    default: {
        t_21 = 0.0f;
        break;
    }
    }
    output[1u] = t_18 + t_21;
    IOffset_3_ t_25;
    for (;;) {
        if (t_1 == 0) {
            IOffset_3_ t_26 = {0u};
            t_25 = t_26;
            break;
        }
        IOffset_3_ t_27 = {1u};
        t_25 = t_27;
        break;
    }
    int t_28;
    switch (t_25.typeId) {
    case 0u:
    {
        t_28 = 8;
        break;
    }
    case 1u:
    {
        t_28 = 15;
        break;
    }
    default: {
        t_28 = 0;
        break;
    }
    }
    IOffset_3_ t_29;
    for (;;) {
        if (t_5 == 0) {
            IOffset_3_ t_30 = {0u};
            t_29 = t_30;
            break;
        }
        IOffset_3_ t_31 = {1u};
        t_29 = t_31;
        break;
    }
    int t_32;
    switch (t_29.typeId) {
    case 0u:
    {
        t_32 = 8;
        break;
    }
    case 1u:
    {
        t_32 = 15;
        break;
    }
    default: {
        t_32 = 0;
        break;
    }
    }
    output[2u] = (float)(t_28 * 100 + t_32);
    IConvert t_33;
    for (;;) {
        if (t_1 == 0) {
            IConvert t_34 = {0u, {0}};
            t_33 = t_34;
            break;
        }
        IConvert t_35 = {1u, {10}};
        t_33 = t_35;
        break;
    }
    IConvert t_36;
    for (;;) {
        if (t_5 == 0) {
            IConvert t_37 = {0u, {0}};
            t_36 = t_37;
            break;
        }
        IConvert t_38 = {1u, {10}};
        t_36 = t_38;
        break;
    }
    uint t_39 = t_33.typeId;
    float t_40;
    switch (t_39) {
    case 0u:
    {
        t_40 = 3.0f;
        break;
    }
    case 1u:
    {
        Shifted t_41 = t_33.p0;
        t_40 = 3.0f + (float)t_41.s;
        break;
    }
    default: {
        t_40 = 0.0f;
        break;
    }
    }
    output[3u] = t_40;
    uint t_42 = t_36.typeId;
    int t_43;
    switch (t_42) {
    case 0u:
    {
        t_43 = 14;
        break;
    }
    case 1u:
    {
        Shifted t_44 = t_36.p0;
        t_43 = 14 + t_44.s;
        break;
    }
    default: {
        t_43 = 0;
        break;
    }
    }
    output[4u] = (float)t_43;
    float t_45;
    switch (t_39) {
    case 0u:
    {
        t_45 = 8.0f;
        break;
    }
    case 1u:
    {
        Shifted t_46 = t_33.p0;
        t_45 = 6.0f + (float)t_46.s;
        break;
    }
    default: {
        t_45 = 0.0f;
        break;
    }
    }
    output[5u] = t_45;
    float t_47;
    switch (t_42) {
    case 0u:
    {
        t_47 = 8.0f;
        break;
    }
    case 1u:
    {
        Shifted t_48 = t_36.p0;
        t_47 = 6.0f + (float)t_48.s;
        break;
    }
    default: {
        t_47 = 0.0f;
        break;
    }
    }
    output[6u] = t_47;
    float t_49;
    switch (t_42) {
    case 0u:
    {
        t_49 = 0.5f;
        break;
    }
    case 1u:
    {
        Shifted t_50 = t_36.p0;
        t_49 = 0.5f + (float)t_50.s;
        break;
    }
    default: {
        t_49 = 0.0f;
        break;
    }
    }
    output[7u] = t_49;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
