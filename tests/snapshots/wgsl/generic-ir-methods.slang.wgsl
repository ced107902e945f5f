struct RWStructuredBuffer {
    data: array<i32>,
}
struct Stone {
    kg: i32,
}
struct Feather {
    g: i32,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = total_Stone(Stone(3i), Stone(5i));
    output.data[0u] = t_1;
    var t_2: i32 = total_Feather(Feather(7000i), Feather(2000i));
    output.data[1u] = t_2;
    var t_3: i32 = total_Stone(Stone(5i), Stone(3i));
    output.data[2u] = t_3 + 10000i;
    var t_4: i32 = total_Feather(Feather(7000i), Feather(2000i));
    output.data[3u] = t_4 + 10000i;
    output.data[4u] = 5i;
    output.data[5u] = 7i + i32(t.x);
    return;
}
fn total_Feather(a: Feather, b: Feather) -> i32 {
    var t_5: i32 = a.g;
    var t_6: i32 = b.g;
    var t_7: Feather;
    if (t_5 >= t_6) {
        t_7 = a;
    } else {
        t_7 = b;
    }
    return select(t_7.g / 1000i, -1i, 1000i == 0i) * 100i + select(t_5 / 1000i, -1i, 1000i == 0i) + select(t_6 / 1000i, -1i, 1000i == 0i);
}
fn total_Stone(a_1: Stone, b_1: Stone) -> i32 {
    var t_8: i32 = a_1.kg;
    var t_9: i32 = b_1.kg;
    var t_10: Stone;
    if (t_8 >= t_9) {
        t_10 = a_1;
    } else {
        t_10 = b_1;
    }
    return t_10.kg * 100i + t_8 + t_9;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
