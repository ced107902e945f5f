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
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
var<private> gStatic: IVal = IVal();
fn callTwice(p: IVal) -> i32 {
    var t: u32 = p.typeId;
    var t_1: i32;
    switch (t) {
    case 0u: {
        var this_1: Box_Two_ = Box_Two_();
        this_1 = p.p0;
        var t_2: Two = this_1.inner;
        var this_2: Two = Two();
        this_2 = t_2;
        var t_3: i32 = this_2.x;
        t_1 = t_3 * 10i;
        break;
    }
    case 1u: {
        t_1 = 1i;
        break;
    }
    case 2u: {
        var this_3: Box_One_ = Box_One_();
        this_3 = p.p2;
        t_1 = 10i;
        break;
    }
    default: {
        t_1 = 0i;
        break;
    }
    }
    var t_4: i32;
    switch (t) {
    case 0u: {
        var this_4: Box_Two_ = Box_Two_();
        this_4 = p.p0;
        var t_5: Two = this_4.inner;
        var this_5: Two = Two();
        this_5 = t_5;
        var t_6: i32 = this_5.x;
        t_4 = t_6 * 10i;
        break;
    }
    case 1u: {
        t_4 = 1i;
        break;
    }
    case 2u: {
        var this_6: Box_One_ = Box_One_();
        this_6 = p.p2;
        t_4 = 10i;
        break;
    }
    default: {
        t_4 = 0i;
        break;
    }
    }
    return t_1 + t_4;
}
fn computeMain() {
    var b: Box_Two_ = Box_Two_();
    b.inner.x = 4i;
    var t_7: Box_Two_ = b;
    var this_7: Box_Two_ = Box_Two_();
    this_7 = t_7;
    var t_8: Two = this_7.inner;
    var this_8: Two = Two();
    this_8 = t_8;
    var t_9: i32 = this_8.x;
    output.data[0u] = t_9 * 10i;
    gStatic = IVal(1u, Box_Two_(Two(0i)), One(0i), Box_One_(One(0i)));
    var t_10: IVal = gStatic;
    var t_11: i32 = callTwice(t_10);
    output.data[1u] = t_11;
    var this_9: Box_One_ = Box_One_();
    this_9 = Box_One_(One(0i));
    output.data[2u] = 110i;
    gStatic = IVal(2u, Box_Two_(Two(0i)), One(0i), Box_One_(One(0i)));
    var t_12: IVal = gStatic;
    var t_13: i32;
    switch (t_12.typeId) {
    case 0u: {
        var this_10: Box_Two_ = Box_Two_();
        this_10 = t_12.p0;
        var t_14: Two = this_10.inner;
        var this_11: Two = Two();
        this_11 = t_14;
        var t_15: i32 = this_11.x;
        t_13 = t_15 * 10i;
        break;
    }
    case 1u: {
        t_13 = 1i;
        break;
    }
    case 2u: {
        var this_12: Box_One_ = Box_One_();
        this_12 = t_12.p2;
        t_13 = 10i;
        break;
    }
    default: {
        t_13 = 0i;
        break;
    }
    }
    var this_13: Box_Two_ = Box_Two_();
    this_13 = t_7;
    var t_16: Two = this_13.inner;
    var this_14: Two = Two();
    this_14 = t_16;
    var t_17: i32 = this_14.x;
    output.data[3u] = t_13 + 1i + (t_17 * 10i + 1i);
    var t_18: IVal = gStatic;
    var t_19: i32;
    if (t_18.typeId == 1u) {
        t_19 = 1i;
    } else {
        t_19 = 0i;
    }
    var t_20: IVal = gStatic;
    var t_21: i32;
    if (t_20.typeId == 2u) {
        t_21 = 2i;
    } else {
        t_21 = 0i;
    }
    output.data[4u] = t_19 + t_21 + 4i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
