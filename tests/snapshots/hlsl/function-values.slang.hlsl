struct _IFunc1_int_int_
{
    uint typeId;
};
[[vk::binding(0, 0)]] RWStructuredBuffer<int> outputBuffer : register(u0, space0);
void computeMain_1();
int twice(_IFunc1_int_int_ f, int a);
void computeMain_1() {
    _IFunc1_int_int_ t = {0u};
    int t_1 = twice(t, 5);
    outputBuffer[0u] = t_1;
    outputBuffer[1u] = 36;
    _IFunc1_int_int_ t_2 = {1u};
    int t_3 = twice(t_2, 2);
    outputBuffer[2u] = t_3;
    _IFunc1_int_int_ t_4 = {2u};
    int t_5 = twice(t_4, 1);
    outputBuffer[3u] = t_5;
    return;
}
int twice(_IFunc1_int_int_ f, int a) {
    uint t_6 = f.typeId;
    int t_7;
    switch (t_6) {
    case 0u:
    {
        t_7 = a + 1;
        break;
    }
    case 1u:
    {
        t_7 = a * 3;
        break;
    }
    case 2u:
    {
        t_7 = a + 100;
        break;
    }
    default: {
        t_7 = 0;
        break;
    }
    }
    int t_8;
    switch (t_6) {
    case 0u:
    {
        t_8 = t_7 + 1;
        break;
    }
    case 1u:
    {
        t_8 = t_7 * 3;
        break;
    }
    case 2u:
    {
        t_8 = t_7 + 100;
        break;
    }
    default: {
        t_8 = 0;
        break;
    }
    }
    return t_8;
}
[numthreads(1, 1, 1)]
void computeMain()
{
    computeMain_1();
}
