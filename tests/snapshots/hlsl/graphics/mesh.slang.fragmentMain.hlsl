struct MeshVertex
{
    float4 position;
    float3 color;
};
static float4 FragCoord;
static float3 in_input_color;
static float4 out_result;
void fragmentMain_1();
void fragmentMain_1() {
    MeshVertex t = (MeshVertex)0;
    float4 t_1 = FragCoord;
    t.position = t_1;
    float3 t_2 = in_input_color;
    t.color = t_2;
    MeshVertex t_3 = t;
    out_result = float4(t_3.color, 1.0f);
    return;
}
void fragmentMain(float4 in_FragCoord : SV_Position, [[vk::location(0)]] float3 in_in_input_color : COLOR, [[vk::location(0)]] out float4 out_out_result : SV_Target)
{
    FragCoord = in_FragCoord;
    in_input_color = in_in_input_color;
    fragmentMain_1();
    out_out_result = out_result;
}
