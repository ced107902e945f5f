struct RWStructuredBuffer {
    data: array<i32>,
}
struct Tri {
    b: i32,
    h: i32,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    output.data[0u] = 94i;
    output.data[1u] = 103i;
    var t_1: i32 = twiceDescribe_Tri(Tri(4i, 5i), 7i);
    output.data[2u] = t_1;
    output.data[3u] = 18009i;
    output.data[4u] = 21010i;
    var t_2: i32 = count_Counter(2i, 4i);
    output.data[5u] = t_2;
    output.data[6u] = 23i;
    output.data[7u] = 19i + (188i + i32(t.x));
    return;
}
fn twiceDescribe_Tri(shape: Tri, p: i32) -> i32 {
    var t_3: i32 = select(shape.b * shape.h / 2i, -1i, 2i == 0i) * 10i + 3i;
    return t_3 + t_3 + p;
}
fn count_Counter(start: i32, p_1: i32) -> i32 {
    var c: i32;
    var i: i32;
    var c_1: i32 = start * 10i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < p_1) {
        } else {
            var t_4: i32 = c_1;
            var t_5: i32 = i_1;
            c = t_4;
            i = t_5;
            break;
        }
        var t_6: i32 = i_1 + 1i;
        var t_7: i32 = c_1 + t_6;
        var t_8: i32 = t_6;
        c_1 = t_7;
        i_1 = t_8;
        continue;
    }
    return c;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
