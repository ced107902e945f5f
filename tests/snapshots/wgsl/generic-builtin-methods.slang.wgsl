struct RWStructuredBuffer {
    data: array<f32>,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1() {
    output.data[0u] = 33.0f;
    output.data[1u] = 99.0f;
    var t: f32 = poly(6.0f, 4.0f);
    output.data[2u] = t;
    var t_1: i32 = poly_1(3i, 5i);
    output.data[3u] = f32(t_1);
    output.data[4u] = 3.5f;
    output.data[5u] = 1.0f;
    output.data[6u] = 6.0f;
    output.data[7u] = 142.0f;
    return;
}
fn poly(x: f32, y: f32) -> f32 {
    var t_2: f32 = (x * y + x - y) / y;
    return select(t_2, -t_2, x < y);
}
fn poly_1(x_1: i32, y_1: i32) -> i32 {
    var t_3: i32 = select((x_1 * y_1 + x_1 - y_1) / y_1, -1i, y_1 == 0i);
    return select(t_3, -t_3, x_1 < y_1);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
