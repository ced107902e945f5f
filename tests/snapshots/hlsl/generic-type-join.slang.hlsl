static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain();
void computeMain() {
    uint3 t = GlobalInvocationId;
    uint t_1 = t.x;
    int t_2 = (int)t_1;
    outputBuffer[0u] = 6;
    outputBuffer[1u] = 1;
    outputBuffer[2u] = 2;
    outputBuffer[3u] = 2;
    outputBuffer[4u] = 6;
    outputBuffer[5u] = 6;
    outputBuffer[6u] = 1;
    outputBuffer[7u] = 2;
    outputBuffer[8u] = 7;
    outputBuffer[9u] = 1;
    outputBuffer[10u] = 2;
    outputBuffer[11u] = 6;
    outputBuffer[12u] = (int)(min((uint)(t_2 - 1), 2u) >> (28u & 31u));
    outputBuffer[13u] = (int)((int16_t)t_1 + int16_t(32767)) + 1;
    outputBuffer[14u] = (int)(max((float)((half)t_1 + 0.25h), 0.1f) * 100.0f);
    outputBuffer[15u] = (int)(2u + (uint)(t_2 - 3));
    return;
}
[numthreads(1, 1, 1)]
void main(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
