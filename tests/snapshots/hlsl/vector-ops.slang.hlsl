static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] StructuredBuffer<float4> inputBuffer : register(t0, space0);
[[vk::binding(1, 0)]] RWStructuredBuffer<float> outputBuffer : register(u1, space0);
void computeMain_1();
void computeMain_1() {
    float4 t = inputBuffer[0u];
    float4 t_1 = inputBuffer[1u];
    float4 s = (float4)0.0f;
    s = t + t_1;
    float4 p = (float4)0.0f;
    p = t * t_1;
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        float t_2 = s[i_1];
        outputBuffer[(uint)i_1] = t_2;
        float t_3 = p[i_1];
        outputBuffer[(uint)(4 + i_1)] = t_3;
        i_1 = i_1 + 1;
        continue;
    }
    outputBuffer[8u] = dot(t, t_1);
    outputBuffer[9u] = t.w + t.x;
    outputBuffer[10u] = (t_1.zzz * float3(2.0f, 2.0f, 2.0f)).y;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
