static int VertexIndex;
static float2 out_uv;
static float4 Position;
void fullscreenVertex_1();
void fullscreenVertex_1() {
    int t = VertexIndex;
    uint t_1 = asuint(t);
    float2 t_2 = float2((float)(t_1 << (1u & 31u) & 2u), (float)(t_1 & 2u));
    out_uv = t_2;
    Position = float4(t_2 * float2(2.0f, 2.0f) - float2(1.0f, 1.0f), 0.0f, 1.0f);
    return;
}
void fullscreenVertex(uint in_VertexIndex : SV_VertexID, [[vk::location(0)]] out float2 out_out_uv : TEXCOORD, out float4 out_Position : SV_Position)
{
    VertexIndex = int(in_VertexIndex);
    fullscreenVertex_1();
    out_out_uv = out_uv;
    out_Position = Position;
}
