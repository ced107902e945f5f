#include <metal_stdlib>
using namespace metal;
struct Square
{
    float side;
};
struct Rect
{
    float w;
    float h;
};
struct IShape
{
    uint typeId;
    Square p0;
    Rect p1;
};
struct Offset
{
    float by;
};
struct IScale
{
    uint typeId;
    Offset p0;
};
struct Pair
{
    float a;
    float b;
};
struct IShape_Data
{
    uint typeId;
    float p0;
    Pair p1;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* selectors [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = selectors[0u];
    IShape t_1;
    for (;;) {
        if (t == 0) {
            t_1 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_1 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    int t_2 = selectors[1u];
    IShape t_3;
    for (;;) {
        if (t_2 == 0) {
            t_3 = IShape{0u, Square{3.0f}, Rect{0.0f, 0.0f}};
            break;
        }
        t_3 = IShape{1u, Square{0.0f}, Rect{2.0f, 5.0f}};
        break;
    }
    uint t_4 = t_1.typeId;
    IScale t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = IScale{0u, Offset{0.0f}};
        break;
    }
    case 1u:
    {
        t_5 = IScale{1u, Offset{t_1.p1.w}};
        break;
    }
    default: {
        t_5 = IScale{0u, Offset{0.0f}};
        break;
    }
    }
    float t_6;
    switch (t_5.typeId) {
    case 0u:
    {
        t_6 = 8.0f;
        break;
    }
    case 1u:
    {
        t_6 = 4.0f + t_5.p0.by;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_6;
    uint t_7 = t_3.typeId;
    IScale t_8;
    switch (t_7) {
    case 0u:
    {
        t_8 = IScale{0u, Offset{0.0f}};
        break;
    }
    case 1u:
    {
        t_8 = IScale{1u, Offset{t_3.p1.w}};
        break;
    }
    default: {
        t_8 = IScale{0u, Offset{0.0f}};
        break;
    }
    }
    float t_9;
    switch (t_8.typeId) {
    case 0u:
    {
        t_9 = 8.0f;
        break;
    }
    case 1u:
    {
        t_9 = 4.0f + t_8.p0.by;
        break;
    }
    default: {
        t_9 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_9;
    IShape_Data t_10;
    switch (t_4) {
    case 0u:
    {
        t_10 = IShape_Data{0u, 15.0f, Pair{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        t_10 = IShape_Data{1u, 0.0f, Pair{1.5f, 2.5f}};
        break;
    }
    default: {
        t_10 = IShape_Data{0u, 0.0f, Pair{0.0f, 0.0f}};
        break;
    }
    }
    float t_11;
    switch (t_4) {
    case 0u:
    {
        t_11 = t_10.p0 + 2.0f;
        break;
    }
    case 1u:
    {
        Pair t_12 = t_10.p1;
        t_11 = t_12.a * t_12.b * 2.0f;
        break;
    }
    default: {
        t_11 = 0.0f;
        break;
    }
    }
    outputBuffer[2u] = t_11;
    IShape_Data t_13;
    switch (t_7) {
    case 0u:
    {
        t_13 = IShape_Data{0u, 30.0f, Pair{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        t_13 = IShape_Data{1u, 0.0f, Pair{3.0f, 4.0f}};
        break;
    }
    default: {
        t_13 = IShape_Data{0u, 0.0f, Pair{0.0f, 0.0f}};
        break;
    }
    }
    float t_14;
    switch (t_7) {
    case 0u:
    {
        t_14 = t_13.p0 + 0.5f;
        break;
    }
    case 1u:
    {
        Pair t_15 = t_13.p1;
        t_14 = t_15.a * t_15.b * 0.5f;
        break;
    }
    default: {
        t_14 = 0.0f;
        break;
    }
    }
    outputBuffer[3u] = t_14;
    IShape t_16;
    switch (t_4) {
    case 0u:
    {
        t_16 = IShape{0u, Square{t_1.p0.side + 1.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_17 = t_1.p1;
        t_16 = IShape{1u, Square{0.0f}, Rect{t_17.w + 1.0f, t_17.h}};
        break;
    }
    default: {
        t_16 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    uint t_18 = t_16.typeId;
    float t_19;
    switch (t_18) {
    case 0u:
    {
        float t_20 = t_16.p0.side;
        t_19 = t_20 * t_20;
        break;
    }
    case 1u:
    {
        Rect t_21 = t_16.p1;
        t_19 = t_21.w * t_21.h;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    outputBuffer[4u] = t_19;
    IShape t_22;
    switch (t_7) {
    case 0u:
    {
        t_22 = IShape{0u, Square{t_3.p0.side + 3.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_23 = t_3.p1;
        t_22 = IShape{1u, Square{0.0f}, Rect{t_23.w + 3.0f, t_23.h}};
        break;
    }
    default: {
        t_22 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    float t_24;
    switch (t_22.typeId) {
    case 0u:
    {
        float t_25 = t_22.p0.side;
        t_24 = t_25 * t_25;
        break;
    }
    case 1u:
    {
        Rect t_26 = t_22.p1;
        t_24 = t_26.w * t_26.h;
        break;
    }
    default: {
        t_24 = 0.0f;
        break;
    }
    }
    outputBuffer[5u] = t_24;
    IShape t_27;
    switch (t_7) {
    case 0u:
    {
        t_27 = IShape{0u, Square{t_3.p0.side + 1.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_28 = t_3.p1;
        t_27 = IShape{1u, Square{0.0f}, Rect{t_28.w + 1.0f, t_28.h}};
        break;
    }
    default: {
        t_27 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    IShape t_29;
    switch (t_27.typeId) {
    case 0u:
    {
        t_29 = IShape{0u, Square{t_27.p0.side + 1.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Rect t_30 = t_27.p1;
        t_29 = IShape{1u, Square{0.0f}, Rect{t_30.w + 1.0f, t_30.h}};
        break;
    }
    default: {
        t_29 = IShape{0u, Square{0.0f}, Rect{0.0f, 0.0f}};
        break;
    }
    }
    IScale t_31;
    switch (t_29.typeId) {
    case 0u:
    {
        t_31 = IScale{0u, Offset{0.0f}};
        break;
    }
    case 1u:
    {
        t_31 = IScale{1u, Offset{t_29.p1.w}};
        break;
    }
    default: {
        t_31 = IScale{0u, Offset{0.0f}};
        break;
    }
    }
    float t_32;
    switch (t_31.typeId) {
    case 0u:
    {
        t_32 = 0.0f;
        break;
    }
    case 1u:
    {
        t_32 = 0.0f + t_31.p0.by;
        break;
    }
    default: {
        t_32 = 0.0f;
        break;
    }
    }
    outputBuffer[6u] = t_32;
    outputBuffer[7u] = select(0.0f, 1.0f, t_18 == 0u);
    return;
}
