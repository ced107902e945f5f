#include <metal_stdlib>
using namespace metal;
struct IThing
{
    uint typeId;
};
struct Pt
{
    int x;
    int y;
};
struct IThing_Data
{
    uint typeId;
    int p0;
    Pt p1;
};
int run(int id, int q);
int viaArray(int q_1);
int run(int id, int q) {
    IThing t;
    for (;;) {
        if (id == 0) {
            t = IThing{0u};
            break;
        }
        t = IThing{1u};
        break;
    }
    uint t_1 = t.typeId;
    IThing_Data t_2;
    switch (t_1) {
    case 0u:
    {
        t_2 = IThing_Data{0u, q + 1, Pt{0, 0}};
        break;
    }
    case 1u:
    {
        t_2 = IThing_Data{1u, 0, Pt{q, q * 10}};
        break;
    }
    default: {
        t_2 = IThing_Data{0u, 0, Pt{0, 0}};
        break;
    }
    }
    int t_3;
    switch (t_1) {
    case 0u:
    {
        t_3 = t_2.p0 * 2;
        break;
    }
    case 1u:
    {
        Pt t_4 = t_2.p1;
        t_3 = t_4.x + t_4.y;
        break;
    }
    default: {
        t_3 = 0;
        break;
    }
    }
    return t_3;
}
int viaArray(int q_1) {
    array<IThing, 2> things = array<IThing, 2>{};
    things = array<IThing, 2>{IThing{1u}, IThing{0u}};
    int sum;
    int i;
    int sum_1 = 0;
    int i_1 = 0;
    for (;;) {
        if (i_1 < 2) {
        } else {
            int t_5 = sum_1;
            int t_6 = i_1;
            sum = t_5;
            i = t_6;
            break;
        }
        IThing t_7 = things[i_1];
        int t_8 = q_1 + i_1;
        uint t_9 = t_7.typeId;
        IThing_Data t_10;
        switch (t_9) {
        case 0u:
        {
            t_10 = IThing_Data{0u, t_8 + 1, Pt{0, 0}};
            break;
        }
        case 1u:
        {
            t_10 = IThing_Data{1u, 0, Pt{t_8, t_8 * 10}};
            break;
        }
        default: {
            t_10 = IThing_Data{0u, 0, Pt{0, 0}};
            break;
        }
        }
        int t_11;
        switch (t_9) {
        case 0u:
        {
            t_11 = t_10.p0 * 2;
            break;
        }
        case 1u:
        {
            Pt t_12 = t_10.p1;
            t_11 = t_12.x + t_12.y;
            break;
        }
        default: {
            t_11 = 0;
            break;
        }
        }
        int t_13 = sum_1 * 1000 + t_11;
        int t_14 = i_1 + 1;
        sum_1 = t_13;
        i_1 = t_14;
        continue;
    }
    return sum;
}
kernel void computeMain(uint3 in_GlobalInvocationId [[thread_position_in_grid]], device int* output [[buffer(0)]]) {
    uint3 GlobalInvocationId = in_GlobalInvocationId;
    uint3 t_15 = GlobalInvocationId;
    int t_16 = run(0, 5);
    output[0u] = t_16;
    int t_17 = run(1, 3);
    output[1u] = t_17;
    int t_18 = run(int(t_15.x), 7);
    output[2u] = t_18;
    int t_19 = viaArray(2);
    output[3u] = t_19;
    return;
}
