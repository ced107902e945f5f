struct StructuredBuffer {
    data: array<f32>,
}
struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read> inputs: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn nsl_f32_from_bits(bits: u32) -> f32 {
    return bitcast<f32>(bits);
}
fn compareMask(x: f32, y: f32) -> i32 {
    return select(0i, 1i, x == y) | select(0i, 2i, !(x == y)) | select(0i, 4i, x < y) | select(0i, 8i, x <= y) | select(0i, 16i, x > y) | select(0i, 32i, x >= y);
}
fn computeMain_1() {
    var t: f32 = inputs.data[0u];
    var t_1: f32 = inputs.data[1u];
    var t_2: f32 = inputs.data[2u];
    var t_3: f32 = inputs.data[3u];
    var t_4: i32 = compareMask(t, t);
    var t_5: i32 = compareMask(t, t_3);
    var t_6: i32 = compareMask(t_3, t);
    outputBuffer.data[0u] = t_4 | (t_5 << bitcast<u32>(8i & 31i)) | (t_6 << bitcast<u32>(16i & 31i));
    var t_7: i32 = compareMask(nsl_f32_from_bits(0xffc00000u), nsl_f32_from_bits(0xffc00000u));
    var t_8: i32 = compareMask(nsl_f32_from_bits(0xffc00000u), 1.0f);
    var t_9: i32 = compareMask(t_3, t_3);
    outputBuffer.data[1u] = t_7 | (t_8 << bitcast<u32>(8i & 31i)) | (t_9 << bitcast<u32>(16i & 31i));
    outputBuffer.data[2u] = select(0i, 1i, (bitcast<u32>(t) & 2147483647u) > 2139095040u) | select(0i, 2i, (bitcast<u32>(t) & 2147483647u) == 2139095040u) | select(0i, 4i, (bitcast<u32>(t) & 2147483647u) < 2139095040u) | ((select(0i, 1i, (bitcast<u32>(t_1) & 2147483647u) > 2139095040u) | select(0i, 2i, (bitcast<u32>(t_1) & 2147483647u) == 2139095040u) | select(0i, 4i, (bitcast<u32>(t_1) & 2147483647u) < 2139095040u)) << bitcast<u32>(4i & 31i)) | ((select(0i, 1i, (bitcast<u32>(t_2) & 2147483647u) > 2139095040u) | select(0i, 2i, (bitcast<u32>(t_2) & 2147483647u) == 2139095040u) | select(0i, 4i, (bitcast<u32>(t_2) & 2147483647u) < 2139095040u)) << bitcast<u32>(8i & 31i)) | ((select(0i, 1i, (bitcast<u32>(t_3) & 2147483647u) > 2139095040u) | select(0i, 2i, (bitcast<u32>(t_3) & 2147483647u) == 2139095040u) | select(0i, 4i, (bitcast<u32>(t_3) & 2147483647u) < 2139095040u)) << bitcast<u32>(12i & 31i)) | 65536i;
    var t_10: vec3<f32> = vec3<f32>(t, t_1, t_3);
    var t_11: vec3<bool> = (bitcast<vec3<u32>>(t_10) & vec3<u32>(2147483647u)) > vec3<u32>(2139095040u);
    var t_12: vec3<bool> = (bitcast<vec3<u32>>(t_10) & vec3<u32>(2147483647u)) == vec3<u32>(2139095040u);
    var t_13: vec3<bool> = (bitcast<vec3<u32>>(t_10) & vec3<u32>(2147483647u)) < vec3<u32>(2139095040u);
    outputBuffer.data[3u] = select(0i, 1i, t_11.x) | select(0i, 2i, t_11.y) | select(0i, 4i, t_11.z) | select(0i, 8i, t_12.x) | select(0i, 16i, t_12.y) | select(0i, 32i, t_12.z) | select(0i, 64i, t_13.x) | select(0i, 128i, t_13.y) | select(0i, 256i, t_13.z);
    var t_14: vec2<f32> = vec2<f32>(t, t_3);
    var t_15: vec2<bool> = !(t_14 == t_14);
    var t_16: vec2<bool> = t_14 == t_14;
    outputBuffer.data[4u] = select(0i, 1i, t_15.x) | select(0i, 2i, t_15.y) | select(0i, 4i, t_16.x) | select(0i, 8i, t_16.y);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
