struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: vec3<i32> = vec3<i32>(i32(t.x));
    var m: vec3<i32> = vec3<i32>();
    var m_1: vec3<i32> = vec3<i32>();
    var m_2: vec3<i32> = vec3<i32>();
    m = vec3<i32>(0i, 1i, 2i) + t_1;
    m_1 = vec3<i32>(10i, 11i, 12i) + t_1;
    m_2 = vec3<i32>(20i, 21i, 22i) + t_1;
    var t_2: vec3<i32> = m_1;
    outputBuffer.data[0u] = t_2.x;
    var t_3: vec3<i32> = m_2;
    outputBuffer.data[1u] = t_3.y;
    var t_4: vec3<i32> = m;
    var t_5: vec3<i32> = m_1;
    var t_6: vec3<i32> = m_2;
    outputBuffer.data[2u] = t_4.x + t_5.y + t_6.z;
    var t_7: vec3<i32> = m;
    var t_8: vec3<i32> = m_1;
    outputBuffer.data[3u] = t_7.y * 100i + t_8.x;
    m[2i] = 7i;
    var t_9: i32 = m[2i];
    outputBuffer.data[4u] = t_9;
    var t_10: i32 = m[2i];
    m[2i] = t_10 + 5i;
    var t_11: vec3<i32> = m;
    outputBuffer.data[5u] = t_11.z;
    var t_12: i32 = m[2i];
    outputBuffer.data[6u] = t_12;
    var t_13: i32 = m_1[2i];
    outputBuffer.data[7u] = t_13;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
