static int VertexIndex;
static float2 out_uv;
static float4 Position;
void fullscreenVertex_1();
void fullscreenVertex_1() {
    float4 t = (float4)0.0f;
    float2 t_1 = (float2)0.0f;
    uint t_2 = 0u;
    int t_3 = VertexIndex;
    t_2 = asuint(t_3);
    uint t_4 = t_2;
    t_1 = float2((float)(t_4 << (1u & 31u) & 2u), (float)(t_4 & 2u));
    float2 t_5 = t_1;
    t = float4(t_5 * float2(2.0f, 2.0f) - float2(1.0f, 1.0f), 0.0f, 1.0f);
    float2 t_6 = t_1;
    out_uv = t_6;
    float4 t_7 = t;
    Position = t_7;
    return;
}
void fullscreenVertex(int in_VertexIndex : SV_VertexID, [[vk::location(0)]] out float2 out_out_uv : TEXCOORD, out float4 out_Position : SV_Position)
{
    VertexIndex = in_VertexIndex;
    fullscreenVertex_1();
    out_out_uv = out_uv;
    out_Position = Position;
}
