struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: vec3<i32> = vec3<i32>(i32(t.x));
    var m: array<vec3<i32>, 3> = array<vec3<i32>, 3>();
    m = array<vec3<i32>, 3>(t_1, t_1, t_1);
    m[0i][1i] = 1i;
    m[1i][0i] = 4i;
    m[2i][2i] = 9i;
    m[0i][0i] = 2i;
    m[0i][2i] = 6i;
    m[2i][0i] = 5i;
    var t_2: i32 = m[0i][0i];
    var t_3: i32 = m[1i][1i];
    var t_4: vec2<i32> = vec2<i32>(t_2, t_3) + vec2<i32>(10i, 20i);
    m[0i][0i] = t_4.x;
    m[1i][1i] = t_4.y;
    m[1i][0i] = 3i;
    m[1i][1i] = 8i;
    m[1i][2i] = 7i;
    var r: i32;
    var r_1: i32 = 0i;
    for (;;) {
        if (r_1 < 3i) {
        } else {
            r = r_1;
            break;
        }
        var c: i32;
        var c_1: i32 = 0i;
        for (;;) {
            if (c_1 < 3i) {
            } else {
                c = c_1;
                break;
            }
            var t_5: i32 = m[r_1][c_1];
            outputBuffer.data[u32(r_1 * 3i + c_1)] = t_5;
            c_1 = c_1 + 1i;
            continue;
        }
        r_1 = r_1 + 1i;
        continue;
    }
    var t_6: i32 = m[1i][2i];
    outputBuffer.data[9u] = t_6;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
