struct RWStructuredBuffer {
    data: array<i32>,
}
struct Sum {
    v: i32,
}
struct Prod {
    v: i32,
}
struct B {
    x: i32,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: Sum = fold(array<Sum, 3>(Sum(2i), Sum(3i), Sum(4i)));
    output.data[0u] = t_1.v;
    var t_2: Prod = fold_1(array<Prod, 3>(Prod(2i), Prod(3i), Prod(4i)));
    output.data[1u] = t_2.v;
    output.data[2u] = 3i;
    var t_3: i32 = sumAll(B(7i));
    output.data[3u] = t_3;
    output.data[4u] = 307i;
    output.data[5u] = 307i;
    output.data[6u] = 10i;
    var o: bool = t.x == 0u;
    output.data[7u] = select(-1i, select(0i, 9i, o), o);
    return;
}
fn fold(p: array<Sum, 3>) -> Sum {
    var xs: array<Sum, 3> = array<Sum, 3>();
    xs = p;
    var acc: Sum;
    var i: i32;
    var acc_1: Sum = Sum(0i);
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t_4: Sum = acc_1;
            var t_5: i32 = i_1;
            acc = t_4;
            i = t_5;
            break;
        }
        var t_6: Sum = xs[i_1];
        var t_7: Sum = Sum(acc_1.v + t_6.v);
        var t_8: i32 = i_1 + 1i;
        acc_1 = t_7;
        i_1 = t_8;
        continue;
    }
    return acc;
}
fn fold_1(xs_1: array<Prod, 3>) -> Prod {
    var xs_2: array<Prod, 3> = array<Prod, 3>();
    xs_2 = xs_1;
    var acc_2: Prod;
    var i_2: i32;
    var acc_3: Prod = Prod(1i);
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 3i) {
        } else {
            var t_9: Prod = acc_3;
            var t_10: i32 = i_3;
            acc_2 = t_9;
            i_2 = t_10;
            break;
        }
        var t_11: Prod = xs_2[i_3];
        var t_12: Prod = Prod(acc_3.v * t_11.v);
        var t_13: i32 = i_3 + 1i;
        acc_3 = t_12;
        i_3 = t_13;
        continue;
    }
    return acc_2;
}
fn sumAll(args_1: B) -> i32 {
    return (30i + args_1.x) * 10i + 3i;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
