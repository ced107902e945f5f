static float4 FragCoord;
static float2 in_uv;
static int in_tile;
static float4 out_result;
void checkerFragment_1();
void checkerFragment_1() {
    int t = in_tile;
    float2 t_1 = in_uv;
    float4 t_2 = FragCoord;
    int2 t_3 = (int2)t_2.xy / int2(8, 8);
    float4 t_4;
    if ((t_3.x + t_3.y + t & 1) == 0) {
        out_result = float4(t_1, 0.0f, 1.0f);
        return;
    } else {
        t_4 = float4(0.0f, 0.0f, 0.0f, 0.0f);
    }
    out_result = float4(0.0f, 0.0f, 0.0f, 1.0f);
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
