struct StructuredBuffer {
    data: array<u32>,
}
struct RWStructuredBuffer {
    data: array<f32>,
}
struct Wave_eval_fwd_Result {
    p: f32,
    d: f32,
}
struct Wave {
    n: i32,
}
struct g_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct Quad {
    k: f32,
}
struct IShape {
    typeId: u32,
    p0: Quad,
    p1: Wave,
}
struct g_fwd_Result {
    p: f32,
    d: f32,
}
@group(0) @binding(0) var<storage, read> ids: StructuredBuffer;
@group(0) @binding(1) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn Wave_eval_fwd(p: Wave, p_1: f32, p_2: f32, p_3: f32, p_4: f32) -> Wave_eval_fwd_Result {
    var t: f32 = f32(p.n);
    var t_1: f32 = p_1 * t;
    var t_2: f32 = p_3 * p_3;
    var t_3: f32 = p_3 * p_4;
    return Wave_eval_fwd_Result(sin(t_1) + t_2 * p_3, cos(t_1) * (t * p_2) + (p_3 * (t_3 + t_3) + t_2 * p_4));
}
fn g_bwd(p_5: u32, p_6: f32, p_7: f32, p_8: f32) -> g_bwd_Grads {
    var t_4: IShape;
    for (;;) {
        if (p_5 == 0u) {
            t_4 = IShape(0u, Quad(2.0f), Wave(0i));
            break;
        }
        if (p_5 == 1u) {
            t_4 = IShape(1u, Quad(0.0f), Wave(3i));
            break;
        }
        t_4 = IShape(2u, Quad(0.0f), Wave(0i));
        break;
    }
    var t_5: u32 = t_4.typeId;
    var t_6: f32;
    switch (t_5) {
    case 0u: {
        t_6 = t_4.p0.k * p_6 * p_6 * p_7;
        break;
    }
    case 1u: {
        t_6 = sin(p_6 * f32(t_4.p1.n)) + p_7 * p_7 * p_7;
        break;
    }
    case 2u: {
        t_6 = 3.0f * p_6 - p_7;
        break;
    }
    default: {
        t_6 = 0.0f;
        break;
    }
    }
    var t_7: f32 = p_6 * p_8;
    var t_8: f32;
    var t_9: f32;
    switch (t_5) {
    case 0u: {
        var t_10: f32 = t_4.p0.k;
        var t_11: f32 = t_10 * p_6;
        var t_12: f32 = p_7 * t_7;
        var t_13: f32 = t_11 * t_12 + t_10 * (p_6 * t_12);
        var t_14: f32 = t_11 * p_6 * t_7;
        t_8 = t_13;
        t_9 = t_14;
        break;
    }
    case 1u: {
        var t_15: f32 = f32(t_4.p1.n);
        var t_16: f32 = p_7 * (p_7 * t_7);
        var t_17: f32 = t_15 * (cos(p_6 * t_15) * t_7);
        var t_18: f32 = p_7 * p_7 * t_7 + t_16 + t_16;
        t_8 = t_17;
        t_9 = t_18;
        break;
    }
    case 2u: {
        var t_19: f32 = 3.0f * t_7;
        var t_20: f32 = -t_7;
        t_8 = t_19;
        t_9 = t_20;
        break;
    }
    default: {
        var t_21: f32 = 0.0f;
        var t_22: f32 = 0.0f;
        t_8 = t_21;
        t_9 = t_22;
        break;
    }
    }
    return g_bwd_Grads(t_6 * p_8 + t_8, t_9);
}
fn g_fwd(p_9: u32, p_10: f32, p_11: f32, p_12: f32, p_13: f32) -> g_fwd_Result {
    var t_23: IShape;
    for (;;) {
        if (p_9 == 0u) {
            t_23 = IShape(0u, Quad(2.0f), Wave(0i));
            break;
        }
        if (p_9 == 1u) {
            t_23 = IShape(1u, Quad(0.0f), Wave(3i));
            break;
        }
        t_23 = IShape(2u, Quad(0.0f), Wave(0i));
        break;
    }
    var t_24: f32;
    var t_25: f32;
    switch (t_23.typeId) {
    case 0u: {
        var t_26: f32 = t_23.p0.k;
        var t_27: f32 = t_26 * p_10;
        var t_28: f32 = t_27 * p_10;
        var t_29: f32 = t_28 * p_12;
        var t_30: f32 = p_12 * (p_10 * (t_26 * p_11) + t_27 * p_11) + t_28 * p_13;
        t_24 = t_29;
        t_25 = t_30;
        break;
    }
    case 1u: {
        var t_31: Wave_eval_fwd_Result = Wave_eval_fwd(t_23.p1, p_10, p_11, p_12, p_13);
        var t_32: f32 = t_31.p;
        var t_33: f32 = t_31.d;
        t_24 = t_32;
        t_25 = t_33;
        break;
    }
    case 2u: {
        var t_34: f32 = 3.0f * p_10 - p_12;
        var t_35: f32 = 3.0f * p_11 + -p_13;
        t_24 = t_34;
        t_25 = t_35;
        break;
    }
    default: {
        var t_36: f32 = 0.0f;
        var t_37: f32 = 0.0f;
        t_24 = t_36;
        t_25 = t_37;
        break;
    }
    }
    return g_fwd_Result(t_24 * p_10, p_10 * t_25 + t_24 * p_11);
}
fn computeMain_1() {
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        var t_38: u32 = ids.data[u32(i_1)];
        var t_39: i32 = 4i * i_1;
        var t_40: g_fwd_Result = g_fwd(t_38, 0.5f, 1.0f, 1.5f, 0.0f);
        outputBuffer.data[u32(t_39)] = t_40.d;
        var t_41: g_fwd_Result = g_fwd(t_38, 0.5f, 0.0f, 1.5f, 1.0f);
        outputBuffer.data[u32(t_39 + 1i)] = t_41.d;
        var t_42: g_bwd_Grads = g_bwd(t_38, 0.5f, 1.5f, 1.0f);
        outputBuffer.data[u32(t_39 + 2i)] = t_42.f0;
        outputBuffer.data[u32(t_39 + 3i)] = t_42.f1;
        i_1 = i_1 + 1i;
        continue;
    }
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
