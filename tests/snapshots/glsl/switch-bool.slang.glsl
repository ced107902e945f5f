#version 450
layout(local_size_x = 1, local_size_y = 1, local_size_z = 1) in;
layout(std430, binding = 0, set = 0) buffer RWStructuredBuffer_block
{
    int[] data;
} outputBuffer;
int pick(bool p);
void main();
int pick(bool p) {
    switch (int(p)) {
    case 1:
    {
        return 10;
    }
    case 0:
    {
        return 20;
    }
    default: {
        break;
    }
    }
    return 0;
}
void main() {
    uvec3 t = gl_GlobalInvocationID;
    bool t_1 = t.x == 0u;
    int t_2 = pick(t_1);
    outputBuffer.data[0u] = t_2;
    bool t_3 = !t_1;
    int t_4 = pick(t_3);
    outputBuffer.data[1u] = t_4;
    int r;
    switch (int(t_3)) {
    case 0:
    {
        r = 1;
        break;
    }
    default: {
        r = 2;
        break;
    }
    }
    outputBuffer.data[2u] = r;
    int r_1;
    switch (int(t_1)) {
    case 0:
    {
        r_1 = 1;
        break;
    }
    default: {
        r_1 = 2;
        break;
    }
    }
    outputBuffer.data[3u] = r_1;
    return;
}
