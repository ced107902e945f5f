struct RWStructuredBuffer {
    data: array<i32>,
}
struct Fixed {
    raw: i32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var t: Fixed = poly(Fixed(1280i));
    outputBuffer.data[0u] = t.raw;
    var t_1: Fixed = poly(Fixed(128i));
    outputBuffer.data[1u] = t_1.raw;
    var t_2: Fixed = largest(Fixed(512i), Fixed(1792i), Fixed(1024i));
    outputBuffer.data[2u] = t_2.raw;
    var t_3: Fixed = largest(Fixed(512i), Fixed(256i), Fixed(2304i));
    outputBuffer.data[3u] = t_3.raw;
    var t_4: i32 = countEqual(Fixed(768i), Fixed(768i));
    var t_5: i32 = countEqual(Fixed(128i), Fixed(256i));
    outputBuffer.data[4u] = t_4 + t_5 * 100i;
    outputBuffer.data[5u] = 384i;
    outputBuffer.data[6u] = -1536i;
    outputBuffer.data[7u] = 12345i;
    outputBuffer.data[8u] = 1101i;
    outputBuffer.data[9u] = 2560i;
    outputBuffer.data[10u] = 1280i;
    outputBuffer.data[11u] = 30i;
    outputBuffer.data[12u] = 385i;
    return;
}
fn poly(x: Fixed) -> Fixed {
    var t_6: i32 = x.raw;
    return Fixed(select(t_6 * t_6 / 256i, -1i, 256i == 0i) - select(768i * t_6 / 256i, -1i, 256i == 0i) + 512i);
}
fn largest(a: Fixed, b: Fixed, c: Fixed) -> Fixed {
    var m: Fixed;
    if (a.raw < b.raw) {
        m = b;
    } else {
        m = a;
    }
    var m_1: Fixed;
    if (c.raw > m.raw) {
        m_1 = c;
    } else {
        m_1 = m;
    }
    return m_1;
}
fn countEqual(a_1: Fixed, b_1: Fixed) -> i32 {
    var t_7: bool = a_1.raw == b_1.raw;
    return select(0i, 1i, t_7) + select(10i, 0i, t_7);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
