struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn scoped(p: i32) -> i32 {
    var result: i32;
    switch (p) {
    case 0i: {
        var a: array<i32, 3> = array<i32, 3>();
        a = array<i32, 3>(1i, 2i, 3i);
        a[2i] = 40i;
        var t: i32 = a[2i];
        result = 5i + (17i + t);
        break;
    }
    case 1i: {
        var a_1: array<i32, 3> = array<i32, 3>();
        a_1[2i] = 40i;
        var t_1: i32 = a_1[2i];
        result = 17i + t_1;
        break;
    }
    case 2i: {
        result = 20i;
        break;
    }
    case 3i: {
        result = -3i;
        break;
    }
    default: {
        result = 1020i;
        break;
    }
    }
    return result;
}
fn computeMain() {
    var t_2: vec3<u32> = GlobalInvocationId;
    var t_3: u32 = t_2.x;
    var t_4: i32 = scoped(i32(t_3));
    outputBuffer.data[t_3] = t_4;
    return;
}
@compute @workgroup_size(8, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
