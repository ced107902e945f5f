struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var s: array<f32, 3> = array<f32, 3>();
    s = array<f32, 3>(1.0f, 2.0f, f32(t_1));
    var total: i32;
    var i: i32;
    var total_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_2: i32 = total_1;
            var t_3: i32 = i_1;
            total = t_2;
            i = t_3;
            break;
        }
        var t_4: f32 = s[i_1];
        var t_5: i32 = total_1 + i32(t_4);
        var t_6: i32 = i_1 + 1i;
        total_1 = t_5;
        i_1 = t_6;
        continue;
    }
    outputBuffer.data[t_1] = 75i + total * 100i;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
