struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: vec3<i32> = vec3<i32>(i32(t.x));
    var m: array<vec3<i32>, 3> = array<vec3<i32>, 3>();
    m = array<vec3<i32>, 3>(vec3<i32>(0i, 1i, 2i) + t_1, vec3<i32>(10i, 11i, 12i) + t_1, vec3<i32>(20i, 21i, 22i) + t_1);
    var t_2: array<vec3<i32>, 3> = m;
    outputBuffer.data[0u] = t_2[1].x;
    var t_3: array<vec3<i32>, 3> = m;
    outputBuffer.data[1u] = t_3[2].y;
    var t_4: array<vec3<i32>, 3> = m;
    outputBuffer.data[2u] = t_4[0].x + t_4[1].y + t_4[2].z;
    var t_5: array<vec3<i32>, 3> = m;
    outputBuffer.data[3u] = t_5[0].y * 100i + t_5[1].x;
    m[0i][2i] = 7i;
    var t_6: i32 = m[0i][2i];
    outputBuffer.data[4u] = t_6;
    var t_7: i32 = m[0i][2i];
    m[0i][2i] = t_7 + 5i;
    var t_8: array<vec3<i32>, 3> = m;
    outputBuffer.data[5u] = t_8[0].z;
    var t_9: i32 = m[0i][2i];
    outputBuffer.data[6u] = t_9;
    var t_10: i32 = m[1i][2i];
    outputBuffer.data[7u] = t_10;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
