struct RWStructuredBuffer {
    data: array<i32>,
}
struct Fancy {
    v: i32,
    hits: i32,
}
struct Simple {
    v: i32,
}
struct ICounter {
    typeId: u32,
    p0: Simple,
    p1: Fancy,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn computeMain_1() {
    var c: i32;
    var i: i32;
    var c_1: i32 = 5i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 4i) {
        } else {
            var t: i32 = c_1;
            var t_1: i32 = i_1;
            c = t;
            i = t_1;
            break;
        }
        var t_2: i32 = c_1 + i_1;
        var t_3: i32 = i_1 + 1i;
        c_1 = t_2;
        i_1 = t_3;
        continue;
    }
    var t_4: Fancy = makeAndBump_1(5i, 4i);
    output.data[0u] = c;
    output.data[1u] = t_4.v + t_4.hits;
    output.data[2u] = 7i;
    output.data[3u] = c * 1000i + -7i;
    output.data[4u] = 14i;
    output.data[5u] = 10i;
    var h: array<Fancy, 2> = array<Fancy, 2>();
    h[0i] = Fancy(2i, 0i);
    h[1i] = Fancy(4i, 0i);
    var i_2: i32;
    var i_3: i32 = 0i;
    for (;;) {
        if (i_3 < 2i) {
        } else {
            i_2 = i_3;
            break;
        }
        var t_5: i32 = i_3 + 1i;
        var t_6: i32 = h[i_3].v;
        h[i_3].v = t_6 + t_5 * 3i;
        var t_7: i32 = h[i_3].hits;
        h[i_3].hits = t_7 + 1i;
        i_3 = t_5;
        continue;
    }
    var t_8: array<Fancy, 2> = h;
    var t_9: Fancy = t_8[1];
    var t_10: Fancy = t_8[0];
    output.data[6u] = t_10.v + t_10.hits + (t_9.v + t_9.hits);
    var t_11: array<Fancy, 2> = h;
    var t_12: Fancy = t_11[1];
    var t_13: Fancy = t_11[0];
    output.data[7u] = -(t_13.v + t_13.hits) - (t_12.v + t_12.hits);
    output.data[8u] = c + 100i;
    output.data[9u] = 3000i;
    var arr: array<ICounter, 2> = array<ICounter, 2>();
    arr = array<ICounter, 2>(ICounter(0u, Simple(c), Fancy(0i, 0i)), ICounter(1u, Simple(0i), Fancy(7i, 0i)));
    var i_4: i32;
    var i_5: i32 = 0i;
    for (;;) {
        if (i_5 < 2i) {
        } else {
            i_4 = i_5;
            break;
        }
        var t_14: ICounter = arr[i_5];
        var t_15: u32 = t_14.typeId;
        var t_16: i32 = t_14.p0.v;
        var t_17: Fancy = t_14.p1;
        var t_18: i32 = t_17.v;
        var t_19: i32 = t_17.hits;
        var t_20: i32;
        var t_21: i32;
        var t_22: i32;
        switch (t_15) {
        case 0u: {
            var t_23: i32 = t_16 + 10i;
            var t_24: i32 = t_18;
            var t_25: i32 = t_19;
            t_20 = t_23;
            t_21 = t_24;
            t_22 = t_25;
            break;
        }
        case 1u: {
            var t_26: i32 = t_16;
            var t_27: i32 = t_18 + 30i;
            var t_28: i32 = t_19 + 1i;
            t_20 = t_26;
            t_21 = t_27;
            t_22 = t_28;
            break;
        }
        default: {
            var t_29: i32 = t_16;
            var t_30: i32 = t_18;
            var t_31: i32 = t_19;
            t_20 = t_29;
            t_21 = t_30;
            t_22 = t_31;
            break;
        }
        }
        arr[i_5] = ICounter(t_15, Simple(t_20), Fancy(t_21, t_22));
        i_5 = i_5 + 1i;
        continue;
    }
    var t_32: ICounter = arr[0i];
    var t_33: i32;
    switch (t_32.typeId) {
    case 0u: {
        t_33 = t_32.p0.v;
        break;
    }
    case 1u: {
        var t_34: Fancy = t_32.p1;
        t_33 = t_34.v + t_34.hits;
        break;
    }
    default: {
        t_33 = 0i;
        break;
    }
    }
    var t_35: ICounter = arr[1i];
    var t_36: i32;
    switch (t_35.typeId) {
    case 0u: {
        t_36 = t_35.p0.v;
        break;
    }
    case 1u: {
        var t_37: Fancy = t_35.p1;
        t_36 = t_37.v + t_37.hits;
        break;
    }
    default: {
        t_36 = 0i;
        break;
    }
    }
    output.data[10u] = t_33 * 100i + t_36;
    var t_38: ICounter = arr[1i];
    var t_39: i32;
    switch (t_38.typeId) {
    case 0u: {
        t_39 = t_38.p0.v * 1000i;
        break;
    }
    case 1u: {
        var t_40: Fancy = t_38.p1;
        t_39 = -(t_40.v + t_40.hits);
        break;
    }
    default: {
        t_39 = 0i;
        break;
    }
    }
    output.data[11u] = t_39;
    return;
}
fn makeAndBump_1(start: i32, times: i32) -> Fancy {
    var c_2: i32;
    var c_3: i32;
    var i_6: i32;
    var c_4: i32 = start * 2i;
    var c_5: i32 = 0i;
    var i_7: i32 = 0i;
    for (;;) {
        if (i_7 < times) {
        } else {
            var t_41: i32 = c_4;
            var t_42: i32 = c_5;
            var t_43: i32 = i_7;
            c_2 = t_41;
            c_3 = t_42;
            i_6 = t_43;
            break;
        }
        var t_44: i32 = c_4 + i_7 * 3i;
        var t_45: i32 = c_5 + 1i;
        var t_46: i32 = i_7 + 1i;
        c_4 = t_44;
        c_5 = t_45;
        i_7 = t_46;
        continue;
    }
    return Fancy(c_2, c_3);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
