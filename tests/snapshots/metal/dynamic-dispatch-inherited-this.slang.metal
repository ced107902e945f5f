#include <metal_stdlib>
using namespace metal;
struct Sq
{
    float s;
};
struct Tri
{
    float b;
    float h;
};
struct IShape
{
    uint typeId;
    Sq p0;
    Tri p1;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], const device int* selectors [[buffer(0)]], device float* outputBuffer [[buffer(1)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    int t = selectors[0u];
    IShape t_1;
    for (;;) {
        if (t == 0) {
            t_1 = IShape{0u, Sq{3.0f}, Tri{0.0f, 0.0f}};
            break;
        }
        t_1 = IShape{1u, Sq{0.0f}, Tri{4.0f, 6.0f}};
        break;
    }
    int t_2 = selectors[1u];
    IShape t_3;
    for (;;) {
        if (t_2 == 0) {
            t_3 = IShape{0u, Sq{3.0f}, Tri{0.0f, 0.0f}};
            break;
        }
        t_3 = IShape{1u, Sq{0.0f}, Tri{4.0f, 6.0f}};
        break;
    }
    uint t_4 = t_1.typeId;
    IShape t_5;
    switch (t_4) {
    case 0u:
    {
        t_5 = IShape{0u, Sq{t_1.p0.s * 2.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_6 = t_1.p1;
        t_5 = IShape{1u, Sq{0.0f}, Tri{t_6.b * 2.0f, t_6.h}};
        break;
    }
    default: {
        t_5 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    float t_7;
    switch (t_5.typeId) {
    case 0u:
    {
        float t_8 = t_5.p0.s;
        t_7 = t_8 * t_8;
        break;
    }
    case 1u:
    {
        Tri t_9 = t_5.p1;
        t_7 = 0.5f * t_9.b * t_9.h;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    outputBuffer[0u] = t_7;
    uint t_10 = t_3.typeId;
    IShape t_11;
    switch (t_10) {
    case 0u:
    {
        t_11 = IShape{0u, Sq{t_3.p0.s * 0.5f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_12 = t_3.p1;
        t_11 = IShape{1u, Sq{0.0f}, Tri{t_12.b * 0.5f, t_12.h}};
        break;
    }
    default: {
        t_11 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    IShape t_13;
    switch (t_11.typeId) {
    case 0u:
    {
        t_13 = IShape{0u, Sq{t_11.p0.s * 3.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_14 = t_11.p1;
        t_13 = IShape{1u, Sq{0.0f}, Tri{t_14.b * 3.0f, t_14.h}};
        break;
    }
    default: {
        t_13 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    float t_15;
    switch (t_13.typeId) {
    case 0u:
    {
        float t_16 = t_13.p0.s;
        t_15 = t_16 * t_16;
        break;
    }
    case 1u:
    {
        Tri t_17 = t_13.p1;
        t_15 = 0.5f * t_17.b * t_17.h;
        break;
    }
    default: {
        t_15 = 0.0f;
        break;
    }
    }
    outputBuffer[1u] = t_15;
    outputBuffer[2u] = 4.0f;
    IShape t_18;
    switch (t_10) {
    case 0u:
    {
        t_18 = IShape{0u, Sq{t_3.p0.s * 2.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    case 1u:
    {
        Tri t_19 = t_3.p1;
        t_18 = IShape{1u, Sq{0.0f}, Tri{t_19.b * 2.0f, t_19.h}};
        break;
    }
    default: {
        t_18 = IShape{0u, Sq{0.0f}, Tri{0.0f, 0.0f}};
        break;
    }
    }
    float t_20;
    switch (t_18.typeId) {
    case 0u:
    {
        t_20 = t_18.p0.s;
        break;
    }
    case 1u:
    {
        Tri t_21 = t_18.p1;
        t_20 = t_21.b + t_21.h;
        break;
    }
    default: {
        t_20 = 0.0f;
        break;
    }
    }
    outputBuffer[3u] = t_20;
    float t_22;
    switch (t_4) {
    case 0u:
    {
        t_22 = 4.0f;
        break;
    }
    case 1u:
    {
        t_22 = 3.0f;
        break;
    }
    default: {
        t_22 = 0.0f;
        break;
    }
    }
    float t_23;
    switch (t_10) {
    case 0u:
    {
        t_23 = 4.0f;
        break;
    }
    case 1u:
    {
        t_23 = 3.0f;
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    outputBuffer[4u] = t_22 * 10.0f + t_23;
    return;
}
