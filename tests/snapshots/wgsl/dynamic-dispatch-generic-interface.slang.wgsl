struct RWStructuredBuffer {
    data: array<f32>,
}
struct Doubler {
    b: f32,
}
struct Generic_float_ {
    k: f32,
}
struct IScale_float_ {
    typeId: u32,
    p0: Doubler,
    p1: Generic_float_,
}
struct IOffset_3_ {
    typeId: u32,
}
struct Shifted {
    s: i32,
}
struct IConvert {
    typeId: u32,
    p0: Shifted,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: IScale_float_;
    for (;;) {
        if (t_1 == 0i) {
            t_2 = IScale_float_(0u, Doubler(0.5f), Generic_float_(0.0f));
            break;
        }
        t_2 = IScale_float_(1u, Doubler(0.0f), Generic_float_(4.0f));
        break;
    }
    var t_3: i32 = t_1 + 1i;
    var t_4: IScale_float_;
    for (;;) {
        if (t_3 == 0i) {
            t_4 = IScale_float_(0u, Doubler(0.5f), Generic_float_(0.0f));
            break;
        }
        t_4 = IScale_float_(1u, Doubler(0.0f), Generic_float_(4.0f));
        break;
    }
    var t_5: u32 = t_2.typeId;
    var t_6: f32;
    switch (t_5) {
    case 0u: {
        t_6 = 6.0f + t_2.p0.b;
        break;
    }
    case 1u: {
        t_6 = 3.0f * t_2.p1.k;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    var t_7: f32;
    switch (t_5) {
    case 0u: {
        t_7 = t_2.p0.b;
        break;
    }
    case 1u: {
        var t_8: f32 = t_2.p1.k;
        t_7 = t_8 + t_8;
        break;
    }
    default: {
        t_7 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_6 + t_7;
    var t_9: u32 = t_4.typeId;
    var t_10: f32;
    switch (t_9) {
    case 0u: {
        t_10 = 6.0f + t_4.p0.b;
        break;
    }
    case 1u: {
        t_10 = 3.0f * t_4.p1.k;
        break;
    }
    default: {
        t_10 = 0.0f;
        break;
    }
    }
    var t_11: f32;
    switch (t_9) {
    case 0u: {
        t_11 = t_4.p0.b;
        break;
    }
    case 1u: {
        var t_12: f32 = t_4.p1.k;
        t_11 = t_12 + t_12;
        break;
    }
    default: {
        t_11 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_10 + t_11;
    var t_13: IOffset_3_;
    for (;;) {
        if (t_1 == 0i) {
            t_13 = IOffset_3_(0u);
            break;
        }
        t_13 = IOffset_3_(1u);
        break;
    }
    var t_14: i32;
    switch (t_13.typeId) {
    case 0u: {
        t_14 = 8i;
        break;
    }
    case 1u: {
        t_14 = 15i;
        break;
    }
    default: {
        t_14 = 0i;
        break;
    }
    }
    var t_15: IOffset_3_;
    for (;;) {
        if (t_3 == 0i) {
            t_15 = IOffset_3_(0u);
            break;
        }
        t_15 = IOffset_3_(1u);
        break;
    }
    var t_16: i32;
    switch (t_15.typeId) {
    case 0u: {
        t_16 = 8i;
        break;
    }
    case 1u: {
        t_16 = 15i;
        break;
    }
    default: {
        t_16 = 0i;
        break;
    }
    }
    output.data[2u] = f32(t_14 * 100i + t_16);
    var t_17: IConvert;
    for (;;) {
        if (t_1 == 0i) {
            t_17 = IConvert(0u, Shifted(0i));
            break;
        }
        t_17 = IConvert(1u, Shifted(10i));
        break;
    }
    var t_18: IConvert;
    for (;;) {
        if (t_3 == 0i) {
            t_18 = IConvert(0u, Shifted(0i));
            break;
        }
        t_18 = IConvert(1u, Shifted(10i));
        break;
    }
    var t_19: u32 = t_17.typeId;
    var t_20: f32;
    switch (t_19) {
    case 0u: {
        t_20 = 3.0f;
        break;
    }
    case 1u: {
        t_20 = 3.0f + f32(t_17.p0.s);
        break;
    }
    default: {
        t_20 = 0.0f;
        break;
    }
    }
    output.data[3u] = t_20;
    var t_21: u32 = t_18.typeId;
    var t_22: i32;
    switch (t_21) {
    case 0u: {
        t_22 = 14i;
        break;
    }
    case 1u: {
        t_22 = 14i + t_18.p0.s;
        break;
    }
    default: {
        t_22 = 0i;
        break;
    }
    }
    output.data[4u] = f32(t_22);
    var t_23: f32;
    switch (t_19) {
    case 0u: {
        t_23 = 8.0f;
        break;
    }
    case 1u: {
        t_23 = 6.0f + f32(t_17.p0.s);
        break;
    }
    default: {
        t_23 = 0.0f;
        break;
    }
    }
    output.data[5u] = t_23;
    var t_24: f32;
    switch (t_21) {
    case 0u: {
        t_24 = 8.0f;
        break;
    }
    case 1u: {
        t_24 = 6.0f + f32(t_18.p0.s);
        break;
    }
    default: {
        t_24 = 0.0f;
        break;
    }
    }
    output.data[6u] = t_24;
    var t_25: f32;
    switch (t_21) {
    case 0u: {
        t_25 = 0.5f;
        break;
    }
    case 1u: {
        t_25 = 0.5f + f32(t_18.p0.s);
        break;
    }
    default: {
        t_25 = 0.0f;
        break;
    }
    }
    output.data[7u] = t_25;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
