struct RWStructuredBuffer {
    data: array<f32>,
}
struct IShape {
    typeId: u32,
}
struct IShape_area_dispatch_fwd_Result {
    p: f32,
    d: f32,
}
struct IShape_area_dispatch_1_fwd_Result {
    p: f32,
    d: f32,
}
struct IShape_blend_dispatch_fwd_Result {
    p: f32,
    d: f32,
}
struct IShape_blend_dispatch_1_bwd_Grads {
    f0: f32,
    f1: f32,
}
struct IShape_area_dispatch_2_bwd_Grads {
    f0: f32,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t: vec3<u32> = GlobalInvocationId;
    var t_1: u32 = t.x;
    var t_2: IShape;
    switch (t_1) {
    case 0u: {
        t_2 = IShape(t_1);
        break;
    }
    case 1u: {
        t_2 = IShape(t_1);
        break;
    }
    default: {
        t_2 = IShape(t_1);
        break;
    }
    }
    var t_3: u32 = t_1 + 1u;
    var t_4: IShape;
    switch (t_3) {
    case 0u: {
        t_4 = IShape(t_3);
        break;
    }
    case 1u: {
        t_4 = IShape(t_3);
        break;
    }
    default: {
        t_4 = IShape(t_3);
        break;
    }
    }
    var t_5: IShape_area_dispatch_fwd_Result = IShape_area_dispatch_fwd(t_2, 3.0f, 1.0f);
    outputBuffer.data[0u] = t_5.d;
    var t_6: IShape_area_dispatch_1_fwd_Result = IShape_area_dispatch_1_fwd(t_4, 2.0f, 1.0f);
    outputBuffer.data[1u] = t_6.d;
    var t_7: IShape_blend_dispatch_fwd_Result = IShape_blend_dispatch_fwd(t_2, 2.0f, 1.0f, 5.0f, 0.5f);
    outputBuffer.data[2u] = t_7.p;
    outputBuffer.data[3u] = t_7.d;
    var t_8: IShape_blend_dispatch_1_bwd_Grads = IShape_blend_dispatch_1_bwd(t_4, 2.0f, 4.0f, 2.0f);
    outputBuffer.data[4u] = t_8.f0;
    outputBuffer.data[5u] = t_8.f1;
    var t_9: IShape_area_dispatch_2_bwd_Grads = IShape_area_dispatch_2_bwd(t_2, 2.0f, 0.5f);
    outputBuffer.data[6u] = t_9.f0;
    outputBuffer.data[7u] = 2.0f;
    return;
}
fn IShape_area_dispatch_fwd(p: IShape, p_1: f32, p_2: f32) -> IShape_area_dispatch_fwd_Result {
    var t_10: f32;
    var t_11: f32;
    switch (p.typeId) {
    case 0u: {
        var t_12: f32 = p_1 * p_2;
        var t_13: f32 = p_1 * p_1;
        var t_14: f32 = t_12 + t_12;
        t_10 = t_13;
        t_11 = t_14;
        break;
    }
    case 1u: {
        var t_15: f32 = p_1 * p_1;
        var t_16: f32 = p_1 * p_2;
        var t_17: f32 = t_15 * p_1;
        var t_18: f32 = p_1 * (t_16 + t_16) + t_15 * p_2;
        t_10 = t_17;
        t_11 = t_18;
        break;
    }
    default: {
        var t_19: f32 = 0.0f;
        var t_20: f32 = 0.0f;
        t_10 = t_19;
        t_11 = t_20;
        break;
    }
    }
    return IShape_area_dispatch_fwd_Result(t_10, t_11);
}
fn IShape_area_dispatch_1_fwd(p_3: IShape, p_4: f32, p_5: f32) -> IShape_area_dispatch_1_fwd_Result {
    var t_21: f32;
    var t_22: f32;
    switch (p_3.typeId) {
    case 0u: {
        var t_23: f32 = p_4 * p_5;
        var t_24: f32 = p_4 * p_4;
        var t_25: f32 = t_23 + t_23;
        t_21 = t_24;
        t_22 = t_25;
        break;
    }
    case 1u: {
        var t_26: f32 = p_4 * p_4;
        var t_27: f32 = p_4 * p_5;
        var t_28: f32 = t_26 * p_4;
        var t_29: f32 = p_4 * (t_27 + t_27) + t_26 * p_5;
        t_21 = t_28;
        t_22 = t_29;
        break;
    }
    default: {
        var t_30: f32 = 0.0f;
        var t_31: f32 = 0.0f;
        t_21 = t_30;
        t_22 = t_31;
        break;
    }
    }
    return IShape_area_dispatch_1_fwd_Result(t_21, t_22);
}
fn IShape_blend_dispatch_fwd(p_6: IShape, p_7: f32, p_8: f32, p_9: f32, p_10: f32) -> IShape_blend_dispatch_fwd_Result {
    var t_32: f32;
    var t_33: f32;
    switch (p_6.typeId) {
    case 0u: {
        var t_34: f32 = p_7 * p_9;
        var t_35: f32 = p_9 * p_8 + p_7 * p_10;
        t_32 = t_34;
        t_33 = t_35;
        break;
    }
    case 1u: {
        var t_36: f32 = p_9 * p_10;
        var t_37: f32 = 3.0f * p_7 + p_9 * p_9;
        var t_38: f32 = 3.0f * p_8 + (t_36 + t_36);
        t_32 = t_37;
        t_33 = t_38;
        break;
    }
    default: {
        var t_39: f32 = 0.0f;
        var t_40: f32 = 0.0f;
        t_32 = t_39;
        t_33 = t_40;
        break;
    }
    }
    return IShape_blend_dispatch_fwd_Result(t_32, t_33);
}
fn IShape_blend_dispatch_1_bwd(p_11: IShape, p_12: f32, p_13: f32, p_14: f32) -> IShape_blend_dispatch_1_bwd_Grads {
    var t_41: f32;
    var t_42: f32;
    switch (p_11.typeId) {
    case 0u: {
        var t_43: f32 = p_13 * p_14;
        var t_44: f32 = p_12 * p_14;
        t_41 = t_43;
        t_42 = t_44;
        break;
    }
    case 1u: {
        var t_45: f32 = p_13 * p_14;
        var t_46: f32 = 3.0f * p_14;
        var t_47: f32 = t_45 + t_45;
        t_41 = t_46;
        t_42 = t_47;
        break;
    }
    default: {
        var t_48: f32 = 0.0f;
        var t_49: f32 = 0.0f;
        t_41 = t_48;
        t_42 = t_49;
        break;
    }
    }
    return IShape_blend_dispatch_1_bwd_Grads(t_41, t_42);
}
fn IShape_area_dispatch_2_bwd(p_15: IShape, p_16: f32, p_17: f32) -> IShape_area_dispatch_2_bwd_Grads {
    var t_50: f32;
    switch (p_15.typeId) {
    case 0u: {
        var t_51: f32 = p_16 * p_17;
        t_50 = t_51 + t_51;
        break;
    }
    case 1u: {
        var t_52: f32 = p_16 * (p_16 * p_17);
        t_50 = p_16 * p_16 * p_17 + t_52 + t_52;
        break;
    }
    default: {
        t_50 = 0.0f;
        break;
    }
    }
    return IShape_area_dispatch_2_bwd_Grads(t_50);
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
