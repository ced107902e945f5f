static float4 FragCoord;
static float2 in_uv;
static int in_tile;
static float4 out_result;
void checkerFragment_1();
void checkerFragment_1() {
    float4 t = (float4)0.0f;
    int t_1 = 0;
    int t_2 = in_tile;
    t_1 = t_2;
    int t_3 = t_1;
    float2 t_4 = (float2)0.0f;
    float2 t_5 = in_uv;
    t_4 = t_5;
    float2 t_6 = t_4;
    float4 t_7 = (float4)0.0f;
    float4 t_8 = FragCoord;
    t_7 = t_8;
    float4 t_9 = t_7;
    int2 t_10 = (int2)t_9.xy / int2(8, 8);
    if ((t_10.x + t_10.y + t_3 & 1) == 0) {
        t = float4(t_6, 0.0f, 1.0f);
        float4 t_11 = t;
        out_result = t_11;
        return;
    }
    t = float4(0.0f, 0.0f, 0.0f, 1.0f);
    float4 t_12 = t;
    out_result = t_12;
    return;
}
void checkerFragment(float4 in_FragCoord : SV_Position, [[vk::location(0)]] float2 in_in_uv : TEXCOORD, [[vk::location(1)]] nointerpolation int in_in_tile : TILE, [[vk::location(0)]] out float4 out_out_result : SV_Target)
{
    FragCoord = in_FragCoord;
    in_uv = in_in_uv;
    in_tile = in_in_tile;
    checkerFragment_1();
    out_out_result = out_result;
}
