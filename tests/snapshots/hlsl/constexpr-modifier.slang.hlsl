static uint3 GlobalInvocationId;
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
void computeMain_1() {
    int arr[4] = {0, 0, 0, 0};
    int i;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 4) {
        } else {
            i = i_1;
            break;
        }
        arr[i_1] = i_1 * 10;
        i_1 = i_1 + 1;
        continue;
    }
    int t = arr[3];
    outputBuffer[0u] = 6 + t;
    outputBuffer[1u] = 4;
    return;
}
[numthreads(1, 1, 1)]
void computeMain(uint3 in_GlobalInvocationId : SV_DispatchThreadID)
{
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain_1();
}
