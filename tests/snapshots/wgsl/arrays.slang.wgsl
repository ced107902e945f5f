struct RWStructuredBuffer {
    data: array<i32>,
}
var<private> table: array<i32, 8> = array<i32, 8>(3i, 1i, 4i, 1i, 5i, 9i, 2i, 6i);
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var fib: array<i32, 10> = array<i32, 10>();
    fib[0i] = 0i;
    fib[1i] = 1i;
    var i: i32;
    var i_1: i32 = 2i;
    for (;;) {
        if (i_1 < 10i) {
        } else {
            i = i_1;
            break;
        }
        var t_1: i32 = fib[i_1 - 1i];
        var t_2: i32 = fib[i_1 - 2i];
        fib[i_1] = t_1 + t_2;
        i_1 = i_1 + 1i;
        continue;
    }
    var pairs: array<vec2<i32>, 2> = array<vec2<i32>, 2>();
    pairs = array<vec2<i32>, 2>(vec2<i32>(1i, 2i), vec2<i32>(3i, 4i));
    var t_3: u32 = t.x;
    var t_4: i32 = fib[t_3 * 3u];
    var t_5: i32 = table[t_3 * 2u + 1u];
    outputBuffer.data[t_3] = t_4 + t_5;
    var t_6: i32 = pairs[select(t_3 % 2u, t_3, 2u == 0u)][select(t_3 / 2u, 4294967295u, 2u == 0u)];
    var t_7: i32 = table[7u - t_3];
    outputBuffer.data[4u + t_3] = t_6 * 10i + t_7;
    return;
}
@compute @workgroup_size(4, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
