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
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain() {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: i32 = i32(t.x);
    var t_2: IScale_float_;
    for (;;) {
        if (t_1 == 0i) {
            var d: Doubler = Doubler();
            d.b = 0.5f;
            var t_3: Doubler = d;
            t_2 = IScale_float_(0u, t_3, Generic_float_(0.0f));
            break;
        }
        var g: Generic_float_ = Generic_float_();
        g.k = 4.0f;
        var t_4: Generic_float_ = g;
        t_2 = IScale_float_(1u, Doubler(0.0f), t_4);
        break;
    }
    var t_5: i32 = t_1 + 1i;
    var t_6: IScale_float_;
    for (;;) {
        if (t_5 == 0i) {
            var d_1: Doubler = Doubler();
            d_1.b = 0.5f;
            var t_7: Doubler = d_1;
            t_6 = IScale_float_(0u, t_7, Generic_float_(0.0f));
            break;
        }
        var g_1: Generic_float_ = Generic_float_();
        g_1.k = 4.0f;
        var t_8: Generic_float_ = g_1;
        t_6 = IScale_float_(1u, Doubler(0.0f), t_8);
        break;
    }
    var t_9: u32 = t_2.typeId;
    var t_10: f32;
    switch (t_9) {
    case 0u: {
        var this_1: Doubler = Doubler();
        this_1 = t_2.p0;
        var t_11: f32 = this_1.b;
        t_10 = 6.0f + t_11;
        break;
    }
    case 1u: {
        var this_2: Generic_float_ = Generic_float_();
        this_2 = t_2.p1;
        var t_12: f32 = this_2.k;
        t_10 = 3.0f * t_12;
        break;
    }
    default: {
        t_10 = 0.0f;
        break;
    }
    }
    var t_13: f32;
    switch (t_9) {
    case 0u: {
        var this_3: Doubler = Doubler();
        this_3 = t_2.p0;
        var t_14: f32 = this_3.b;
        t_13 = t_14;
        break;
    }
    case 1u: {
        var this_4: Generic_float_ = Generic_float_();
        this_4 = t_2.p1;
        var t_15: f32 = this_4.k;
        var t_16: f32 = this_4.k;
        t_13 = t_15 + t_16;
        break;
    }
    default: {
        t_13 = 0.0f;
        break;
    }
    }
    output.data[0u] = t_10 + t_13;
    var t_17: u32 = t_6.typeId;
    var t_18: f32;
    switch (t_17) {
    case 0u: {
        var this_5: Doubler = Doubler();
        this_5 = t_6.p0;
        var t_19: f32 = this_5.b;
        t_18 = 6.0f + t_19;
        break;
    }
    case 1u: {
        var this_6: Generic_float_ = Generic_float_();
        this_6 = t_6.p1;
        var t_20: f32 = this_6.k;
        t_18 = 3.0f * t_20;
        break;
    }
    default: {
        t_18 = 0.0f;
        break;
    }
    }
    var t_21: f32;
    switch (t_17) {
    case 0u: {
        var this_7: Doubler = Doubler();
        this_7 = t_6.p0;
        var t_22: f32 = this_7.b;
        t_21 = t_22;
        break;
    }
    case 1u: {
        var this_8: Generic_float_ = Generic_float_();
        this_8 = t_6.p1;
        var t_23: f32 = this_8.k;
        var t_24: f32 = this_8.k;
        t_21 = t_23 + t_24;
        break;
    }
    default: {
        t_21 = 0.0f;
        break;
    }
    }
    output.data[1u] = t_18 + t_21;
    var t_25: IOffset_3_;
    for (;;) {
        if (t_1 == 0i) {
            t_25 = IOffset_3_(0u);
            break;
        }
        t_25 = IOffset_3_(1u);
        break;
    }
    var t_26: i32;
    switch (t_25.typeId) {
    case 0u: {
        t_26 = 8i;
        break;
    }
    case 1u: {
        t_26 = 15i;
        break;
    }
    default: {
        t_26 = 0i;
        break;
    }
    }
    var t_27: IOffset_3_;
    for (;;) {
        if (t_5 == 0i) {
            t_27 = IOffset_3_(0u);
            break;
        }
        t_27 = IOffset_3_(1u);
        break;
    }
    var t_28: i32;
    switch (t_27.typeId) {
    case 0u: {
        t_28 = 8i;
        break;
    }
    case 1u: {
        t_28 = 15i;
        break;
    }
    default: {
        t_28 = 0i;
        break;
    }
    }
    output.data[2u] = f32(t_26 * 100i + t_28);
    var t_29: IConvert;
    for (;;) {
        if (t_1 == 0i) {
            t_29 = IConvert(0u, Shifted(0i));
            break;
        }
        var s: Shifted = Shifted();
        s.s = 10i;
        var t_30: Shifted = s;
        t_29 = IConvert(1u, t_30);
        break;
    }
    var t_31: IConvert;
    for (;;) {
        if (t_5 == 0i) {
            t_31 = IConvert(0u, Shifted(0i));
            break;
        }
        var s_1: Shifted = Shifted();
        s_1.s = 10i;
        var t_32: Shifted = s_1;
        t_31 = IConvert(1u, t_32);
        break;
    }
    var t_33: u32 = t_29.typeId;
    var t_34: f32;
    switch (t_33) {
    case 0u: {
        t_34 = 3.0f;
        break;
    }
    case 1u: {
        var this_9: Shifted = Shifted();
        this_9 = t_29.p0;
        var t_35: i32 = this_9.s;
        t_34 = 3.0f + f32(t_35);
        break;
    }
    default: {
        t_34 = 0.0f;
        break;
    }
    }
    output.data[3u] = t_34;
    var t_36: u32 = t_31.typeId;
    var t_37: i32;
    switch (t_36) {
    case 0u: {
        t_37 = 14i;
        break;
    }
    case 1u: {
        var this_10: Shifted = Shifted();
        this_10 = t_31.p0;
        var t_38: i32 = this_10.s;
        t_37 = 14i + t_38;
        break;
    }
    default: {
        t_37 = 0i;
        break;
    }
    }
    output.data[4u] = f32(t_37);
    var t_39: f32;
    switch (t_33) {
    case 0u: {
        t_39 = 8.0f;
        break;
    }
    case 1u: {
        var this_11: Shifted = Shifted();
        this_11 = t_29.p0;
        var t_40: i32 = this_11.s;
        t_39 = 6.0f + f32(t_40);
        break;
    }
    default: {
        t_39 = 0.0f;
        break;
    }
    }
    output.data[5u] = t_39;
    var t_41: f32;
    switch (t_36) {
    case 0u: {
        t_41 = 8.0f;
        break;
    }
    case 1u: {
        var this_12: Shifted = Shifted();
        this_12 = t_31.p0;
        var t_42: i32 = this_12.s;
        t_41 = 6.0f + f32(t_42);
        break;
    }
    default: {
        t_41 = 0.0f;
        break;
    }
    }
    output.data[6u] = t_41;
    var t_43: f32;
    switch (t_36) {
    case 0u: {
        t_43 = 0.5f;
        break;
    }
    case 1u: {
        var this_13: Shifted = Shifted();
        this_13 = t_31.p0;
        var t_44: i32 = this_13.s;
        t_43 = 0.5f + f32(t_44);
        break;
    }
    default: {
        t_43 = 0.0f;
        break;
    }
    }
    output.data[7u] = t_43;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
