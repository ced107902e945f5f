struct RWStructuredBuffer {
    data: array<f32>,
}
struct Impl_Assoc {
    v: i32,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain() {
    output.data[0u] = 33.0f;
    output.data[1u] = 99.0f;
    var t: f32 = poly(6.0f, 4.0f);
    output.data[2u] = t;
    var t_1: i32 = poly_1(3i, 5i);
    output.data[3u] = f32(t_1);
    output.data[4u] = 3.5f;
    output.data[5u] = 1.0f;
    output.data[6u] = 6.0f;
    var a: Impl_Assoc = Impl_Assoc();
    a.v = 100i;
    var t_2: Impl_Assoc = a;
    var this_1: Impl_Assoc = Impl_Assoc();
    this_1 = t_2;
    var t_3: i32 = this_1.v;
    output.data[7u] = f32(42i + t_3);
    return;
}
fn poly(x: f32, p: f32) -> f32 {
    var t_4: f32 = (x * p + x - p) / p;
    var t_5: f32;
    if (x < p) {
        t_5 = -t_4;
    } else {
        t_5 = t_4;
    }
    return t_5;
}
fn poly_1(x_1: i32, y: i32) -> i32 {
    var t_6: i32 = select((x_1 * y + x_1 - y) / y, -1i, y == 0i);
    var t_7: i32;
    if (x_1 < y) {
        t_7 = -t_6;
    } else {
        t_7 = t_6;
    }
    return t_7;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
