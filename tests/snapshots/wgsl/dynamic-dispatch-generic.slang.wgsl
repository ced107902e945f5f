struct RWStructuredBuffer {
    data: array<i32>,
}
struct Two {
    x: i32,
}
struct Box_Two_ {
    inner: Two,
}
struct One {
    unused: i32,
}
struct Box_One_ {
    inner: One,
}
struct IVal {
    typeId: u32,
    p0: Box_Two_,
    p1: One,
    p2: Box_One_,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn callTwice(p: IVal) -> i32 {
    var t: u32 = p.typeId;
    var t_1: i32;
    switch (t) {
    case 0u: {
        t_1 = p.p0.inner.x * 10i;
        break;
    }
    case 1u: {
        t_1 = 1i;
        break;
    }
    case 2u: {
        t_1 = 10i;
        break;
    }
    default: {
        t_1 = 0i;
        break;
    }
    }
    var t_2: i32;
    switch (t) {
    case 0u: {
        t_2 = p.p0.inner.x * 10i;
        break;
    }
    case 1u: {
        t_2 = 1i;
        break;
    }
    case 2u: {
        t_2 = 10i;
        break;
    }
    default: {
        t_2 = 0i;
        break;
    }
    }
    return t_1 + t_2;
}
fn computeMain_1() {
    output.data[0u] = 40i;
    var t_3: i32 = callTwice(IVal(1u, Box_Two_(Two(0i)), One(0i), Box_One_(One(0i))));
    output.data[1u] = t_3;
    output.data[2u] = 110i;
    var t_4: i32 = viaGeneric_2(IVal(2u, Box_Two_(Two(0i)), One(0i), Box_One_(One(0i))));
    var t_5: i32 = viaGeneric_2(IVal(0u, Box_Two_(Two(4i)), One(0i), Box_One_(One(0i))));
    output.data[3u] = t_4 + t_5;
    output.data[4u] = 6i;
    return;
}
fn viaGeneric_2(v: IVal) -> i32 {
    var t_6: i32;
    switch (v.typeId) {
    case 0u: {
        t_6 = v.p0.inner.x * 10i;
        break;
    }
    case 1u: {
        t_6 = 1i;
        break;
    }
    case 2u: {
        t_6 = 10i;
        break;
    }
    default: {
        t_6 = 0i;
        break;
    }
    }
    return t_6 + 1i;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
