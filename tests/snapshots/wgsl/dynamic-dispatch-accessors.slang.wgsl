struct StructuredBuffer {
    data: array<i32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct Plain {
    v: f32,
    slots: array<f32, 2>,
}
struct Scaled {
    raw: i32,
    k: f32,
    cell: f32,
}
struct ICounter {
    typeId: u32,
    p0: Plain,
    p1: Scaled,
}
@group(0) @binding(0) var<storage, read> selectors: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn make(p: i32) -> ICounter {
    if (p == 0i) {
        return ICounter(0u, Plain(1.0f, array<f32, 2>(2.0f, 3.0f)), Scaled(0i, 0.0f, 0.0f));
    }
    return ICounter(1u, Plain(0.0f, array<f32, 2>(0.0f, 0.0f)), Scaled(4i, 0.5f, 1.0f));
}
fn computeMain_1() {
    var t: i32 = selectors.data[0u];
    var t_1: ICounter = make(t);
    var a: array<f32, 2> = array<f32, 2>();
    var t_2: u32 = t_1.typeId;
    var t_3: Plain = t_1.p0;
    var t_4: f32 = t_3.v;
    a = t_3.slots;
    var t_5: Scaled = t_1.p1;
    var t_6: i32 = t_5.raw;
    var t_7: f32 = t_5.k;
    var t_8: f32 = t_5.cell;
    var t_9: i32 = selectors.data[1u];
    var t_10: ICounter = make(t_9);
    var b: array<f32, 2> = array<f32, 2>();
    var t_11: u32 = t_10.typeId;
    var t_12: Plain = t_10.p0;
    var t_13: f32 = t_12.v;
    b = t_12.slots;
    var t_14: Scaled = t_10.p1;
    var t_15: i32 = t_14.raw;
    var t_16: f32 = t_14.k;
    var t_17: f32 = t_14.cell;
    var t_18: f32;
    switch (t_2) {
    case 0u: {
        t_18 = t_4;
        break;
    }
    case 1u: {
        t_18 = f32(t_6) * t_7;
        break;
    }
    default: {
        t_18 = 0.0f;
        break;
    }
    }
    outputBuffer.data[0u] = t_18;
    var t_19: f32;
    switch (t_11) {
    case 0u: {
        t_19 = t_13;
        break;
    }
    case 1u: {
        t_19 = f32(t_15) * t_16;
        break;
    }
    default: {
        t_19 = 0.0f;
        break;
    }
    }
    outputBuffer.data[1u] = t_19;
    var a_1: f32;
    var a_2: i32;
    switch (t_2) {
    case 0u: {
        var t_20: f32 = 6.0f;
        var t_21: i32 = t_6;
        a_1 = t_20;
        a_2 = t_21;
        break;
    }
    case 1u: {
        var t_22: f32 = t_4;
        var t_23: i32 = i32(6.0f / t_7);
        a_1 = t_22;
        a_2 = t_23;
        break;
    }
    default: {
        var t_24: f32 = t_4;
        var t_25: i32 = t_6;
        a_1 = t_24;
        a_2 = t_25;
        break;
    }
    }
    var b_1: f32;
    var b_2: i32;
    switch (t_11) {
    case 0u: {
        var t_26: f32 = 6.0f;
        var t_27: i32 = t_15;
        b_1 = t_26;
        b_2 = t_27;
        break;
    }
    case 1u: {
        var t_28: f32 = t_13;
        var t_29: i32 = i32(6.0f / t_16);
        b_1 = t_28;
        b_2 = t_29;
        break;
    }
    default: {
        var t_30: f32 = t_13;
        var t_31: i32 = t_15;
        b_1 = t_30;
        b_2 = t_31;
        break;
    }
    }
    var t_32: f32;
    switch (t_2) {
    case 0u: {
        t_32 = a_1;
        break;
    }
    case 1u: {
        t_32 = f32(a_2) * t_7;
        break;
    }
    default: {
        t_32 = 0.0f;
        break;
    }
    }
    var t_33: f32 = t_32 + 1.0f;
    var a_3: f32;
    var a_4: i32;
    switch (t_2) {
    case 0u: {
        var t_34: f32 = t_33;
        var t_35: i32 = a_2;
        a_3 = t_34;
        a_4 = t_35;
        break;
    }
    case 1u: {
        var t_36: f32 = a_1;
        var t_37: i32 = i32(t_33 / t_7);
        a_3 = t_36;
        a_4 = t_37;
        break;
    }
    default: {
        var t_38: f32 = a_1;
        var t_39: i32 = a_2;
        a_3 = t_38;
        a_4 = t_39;
        break;
    }
    }
    var t_40: f32;
    switch (t_11) {
    case 0u: {
        t_40 = b_1;
        break;
    }
    case 1u: {
        t_40 = f32(b_2) * t_16;
        break;
    }
    default: {
        t_40 = 0.0f;
        break;
    }
    }
    var t_41: f32 = t_40 + 1.0f;
    var b_3: f32;
    var b_4: i32;
    switch (t_11) {
    case 0u: {
        var t_42: f32 = t_41;
        var t_43: i32 = b_2;
        b_3 = t_42;
        b_4 = t_43;
        break;
    }
    case 1u: {
        var t_44: f32 = b_1;
        var t_45: i32 = i32(t_41 / t_16);
        b_3 = t_44;
        b_4 = t_45;
        break;
    }
    default: {
        var t_46: f32 = b_1;
        var t_47: i32 = b_2;
        b_3 = t_46;
        b_4 = t_47;
        break;
    }
    }
    var t_48: array<f32, 2> = a;
    var t_49: f32;
    switch (t_2) {
    case 0u: {
        t_49 = a_3 + t_48[0] + t_48[1];
        break;
    }
    case 1u: {
        t_49 = f32(a_4) + t_8;
        break;
    }
    default: {
        t_49 = 0.0f;
        break;
    }
    }
    outputBuffer.data[2u] = t_49;
    var t_50: array<f32, 2> = b;
    var t_51: f32;
    switch (t_11) {
    case 0u: {
        t_51 = b_3 + t_50[0] + t_50[1];
        break;
    }
    case 1u: {
        t_51 = f32(b_4) + t_17;
        break;
    }
    default: {
        t_51 = 0.0f;
        break;
    }
    }
    outputBuffer.data[3u] = t_51;
    var t_52: array<f32, 2> = a;
    var t_53: f32;
    switch (t_2) {
    case 0u: {
        var this_1: array<f32, 2> = array<f32, 2>();
        this_1 = t_52;
        var t_54: f32 = this_1[1i];
        t_53 = t_54;
        break;
    }
    case 1u: {
        t_53 = t_8 * 2.0f;
        break;
    }
    default: {
        t_53 = 0.0f;
        break;
    }
    }
    outputBuffer.data[4u] = t_53;
    var t_55: array<f32, 2> = b;
    var t_56: f32;
    switch (t_11) {
    case 0u: {
        var this_2: array<f32, 2> = array<f32, 2>();
        this_2 = t_55;
        var t_57: f32 = this_2[1i];
        t_56 = t_57;
        break;
    }
    case 1u: {
        t_56 = t_17 * 2.0f;
        break;
    }
    default: {
        t_56 = 0.0f;
        break;
    }
    }
    outputBuffer.data[5u] = t_56;
    var a_5: f32;
    switch (t_2) {
    case 0u: {
        a[0i] = 5.0f;
        a_5 = t_8;
        break;
    }
    case 1u: {
        a_5 = 50.0f;
        break;
    }
    default: {
        a_5 = t_8;
        break;
    }
    }
    var b_5: f32;
    switch (t_11) {
    case 0u: {
        b[0i] = 5.0f;
        b_5 = t_17;
        break;
    }
    case 1u: {
        b_5 = 50.0f;
        break;
    }
    default: {
        b_5 = t_17;
        break;
    }
    }
    var t_58: array<f32, 2> = a;
    var t_59: f32;
    switch (t_2) {
    case 0u: {
        t_59 = a_3 + t_58[0] + t_58[1];
        break;
    }
    case 1u: {
        t_59 = f32(a_4) + a_5;
        break;
    }
    default: {
        t_59 = 0.0f;
        break;
    }
    }
    outputBuffer.data[6u] = t_59;
    var t_60: array<f32, 2> = b;
    var t_61: f32;
    switch (t_11) {
    case 0u: {
        var this_3: array<f32, 2> = array<f32, 2>();
        this_3 = t_60;
        var t_62: f32 = this_3[1];
        t_61 = t_62;
        break;
    }
    case 1u: {
        t_61 = b_5 * 3.0f;
        break;
    }
    default: {
        t_61 = 0.0f;
        break;
    }
    }
    outputBuffer.data[7u] = t_61;
    var t_63: i32 = selectors.data[1u];
    var t_64: ICounter = make(t_63);
    var t_65: f32;
    switch (t_64.typeId) {
    case 0u: {
        t_65 = t_64.p0.v;
        break;
    }
    case 1u: {
        var t_66: Scaled = t_64.p1;
        t_65 = f32(t_66.raw) * t_66.k;
        break;
    }
    default: {
        t_65 = 0.0f;
        break;
    }
    }
    outputBuffer.data[8u] = t_65;
    var t_67: array<f32, 2> = a;
    var t_68: array<f32, 2> = b;
    var both: array<ICounter, 2> = array<ICounter, 2>();
    both = array<ICounter, 2>(ICounter(t_2, Plain(a_3, t_67), Scaled(a_4, t_7, a_5)), ICounter(t_11, Plain(b_3, t_68), Scaled(b_4, t_16, b_5)));
    var sum: f32;
    var i: i32;
    var sum_1: f32 = 0.0f;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            var t_69: f32 = sum_1;
            var t_70: i32 = i_1;
            sum = t_69;
            i = t_70;
            break;
        }
        var t_71: ICounter = both[i_1];
        var t_72: f32;
        switch (t_71.typeId) {
        case 0u: {
            var this_4: array<f32, 2> = array<f32, 2>();
            this_4 = t_71.p0.slots;
            var t_73: f32 = this_4[0i];
            t_72 = t_73;
            break;
        }
        case 1u: {
            t_72 = t_71.p1.cell * 1.0f;
            break;
        }
        default: {
            t_72 = 0.0f;
            break;
        }
        }
        var t_74: f32 = sum_1 + t_72;
        var t_75: i32 = i_1 + 1i;
        sum_1 = t_74;
        i_1 = t_75;
        continue;
    }
    outputBuffer.data[9u] = sum;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
