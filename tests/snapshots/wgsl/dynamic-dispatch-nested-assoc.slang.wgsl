struct RWStructuredBuffer {
    data: array<f32>,
}
struct HalfFactory {
    bias: f32,
}
struct IFactory {
    typeId: u32,
    p0: HalfFactory,
}
struct Half {
    v: f32,
}
struct Pair {
    a: f32,
    b: f32,
}
struct IValue {
    typeId: u32,
    p0: Half,
    p1: Pair,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn run(p: IFactory, x: f32) -> f32 {
    var t: IValue;
    switch (p.typeId) {
    case 0u: {
        t = IValue(0u, Half(x + p.p0.bias), Pair(0.0f, 0.0f));
        break;
    }
    case 1u: {
        t = IValue(1u, Half(0.0f), Pair(x, x + 1.0f));
        break;
    }
    default: {
        t = IValue(0u, Half(0.0f), Pair(0.0f, 0.0f));
        break;
    }
    }
    var t_1: f32;
    switch (t.typeId) {
    case 0u: {
        t_1 = t.p0.v * 0.5f;
        break;
    }
    case 1u: {
        var t_2: Pair = t.p1;
        t_1 = t_2.a * t_2.b;
        break;
    }
    default: {
        t_1 = 0.0f;
        break;
    }
    }
    return t_1;
}
fn computeMain_1() {
    var t_3: f32 = run(IFactory(0u, HalfFactory(3.0f)), 5.0f);
    outputBuffer.data[0u] = t_3;
    var t_4: f32 = run(IFactory(1u, HalfFactory(0.0f)), 5.0f);
    outputBuffer.data[1u] = t_4;
    var t_5: f32 = run(IFactory(0u, HalfFactory(3.0f)), 1.0f);
    outputBuffer.data[2u] = t_5;
    var t_6: f32 = run(IFactory(1u, HalfFactory(0.0f)), 2.0f);
    outputBuffer.data[3u] = t_6;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
