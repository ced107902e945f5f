struct VertexOut
{
    float4 position;
    float3 color;
    uint id;
};
static float3 in_position;
static float3 in_color;
static int VertexIndex;
static float4 Position;
static float3 out_result_color;
static uint out_result_id;
void vertexMain_1();
void vertexMain_1() {
    VertexOut t = (VertexOut)0;
    int t_1 = VertexIndex;
    float3 t_2 = in_color;
    float3 t_3 = in_position;
    VertexOut t_4 = {float4(t_3, 1.0f), t_2, asuint(t_1)};
    t = t_4;
    float4 t_5 = t.position;
    Position = t_5;
    float3 t_6 = t.color;
    out_result_color = t_6;
    uint t_7 = t.id;
    out_result_id = t_7;
    return;
}
void vertexMain([[vk::location(0)]] float3 in_in_position : POSITION, [[vk::location(1)]] float3 in_in_color : COLOR, uint in_VertexIndex : SV_VertexID, out float4 out_Position : SV_Position, [[vk::location(0)]] out float3 out_out_result_color : COLOR, [[vk::location(1)]] nointerpolation out uint out_out_result_id : ID)
{
    in_position = in_in_position;
    in_color = in_in_color;
    VertexIndex = int(in_VertexIndex);
    vertexMain_1();
    out_Position = Position;
    out_out_result_color = out_result_color;
    out_out_result_id = out_result_id;
}
