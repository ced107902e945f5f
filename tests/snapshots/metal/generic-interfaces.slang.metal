#include <metal_stdlib>
using namespace metal;
struct Stack4
{
    int t;
};
struct Holder
{
    int v;
};
struct Table_Seven_
{
    int bias;
};
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device float* outputBuffer [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    outputBuffer[0u] = 15.0f;
    outputBuffer[1u] = 2.5f;
    Stack4 this_1 = Stack4{};
    this_1 = Stack4{9};
    int t = this_1.t;
    outputBuffer[2u] = float(4 + (400 + t));
    Stack4 this_2 = Stack4{};
    this_2 = Stack4{9};
    int t_1 = this_2.t;
    outputBuffer[3u] = float(400 + t_1);
    Holder this_3 = Holder{};
    this_3 = Holder{21};
    int t_2 = this_3.v;
    outputBuffer[4u] = float(t_2 - 1);
    Holder this_4 = Holder{};
    this_4 = Holder{21};
    int t_3 = this_4.v;
    int t_4 = this_4.v;
    outputBuffer[5u] = float(t_3 + t_4);
    Table_Seven_ this_5 = Table_Seven_{};
    this_5 = Table_Seven_{30};
    int t_5 = this_5.bias;
    outputBuffer[6u] = float(7 + t_5);
    Table_Seven_ this_6 = Table_Seven_{};
    this_6 = Table_Seven_{30};
    int t_6 = this_6.bias;
    outputBuffer[7u] = float((7 + t_6) * 2);
    return;
}
