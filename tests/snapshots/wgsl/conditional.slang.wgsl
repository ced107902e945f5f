struct RWStructuredBuffer {
    data: array<i32>,
}
struct Conditional_int_true_ {
    value: i32,
}
struct Sample_1_ {
    value: i32,
    weight: Conditional_int_true_,
}
struct Sample_0_ {
    value: i32,
}
struct Optional_int_ {
    value: i32,
    hasValue: bool,
}
var<private> GlobalInvocationId: vec3<u32>;
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain() {
    var a: Sample_1_ = Sample_1_();
    a.value = 3i;
    a.weight = Conditional_int_true_(5i);
    var b: Sample_0_ = Sample_0_();
    b.value = 4i;
    var t: Sample_1_ = a;
    var t_1: i32;
    for (;;) {
        var this_1: Sample_1_ = Sample_1_();
        this_1 = t;
        var t_2: Conditional_int_true_ = this_1.weight;
        if (true) {
            var t_3: i32 = this_1.value;
            t_1 = t_3 * t_2.value;
            break;
        }
        var t_4: i32 = this_1.value;
        t_1 = t_4;
        break;
    }
    outputBuffer.data[0u] = t_1;
    var t_5: Sample_0_ = b;
    var t_6: i32;
    for (;;) {
        var this_2: Sample_0_ = Sample_0_();
        this_2 = t_5;
        var t_7: i32 = this_2.value;
        t_6 = t_7;
        break;
    }
    outputBuffer.data[1u] = t_6;
    a.weight.value = 7i;
    var t_8: Sample_1_ = a;
    var t_9: i32;
    for (;;) {
        var this_3: Sample_1_ = Sample_1_();
        this_3 = t_8;
        var t_10: Conditional_int_true_ = this_3.weight;
        if (true) {
            var t_11: i32 = this_3.value;
            t_9 = t_11 * t_10.value;
            break;
        }
        var t_12: i32 = this_3.value;
        t_9 = t_12;
        break;
    }
    var t_13: Sample_0_ = b;
    var t_14: i32;
    for (;;) {
        var this_4: Sample_0_ = Sample_0_();
        this_4 = t_13;
        var t_15: i32 = this_4.value;
        t_14 = t_15;
        break;
    }
    outputBuffer.data[2u] = t_9 * 100i + t_14;
    var o: Optional_int_ = Optional_int_();
    o = Optional_int_(9i, true);
    var t_16: bool = o.hasValue;
    var t_17: i32;
    if (t_16) {
        var t_18: i32 = o.value;
        t_17 = t_18;
    } else {
        t_17 = -1i;
    }
    outputBuffer.data[3u] = t_17;
    var p: Optional_int_ = Optional_int_();
    p = Optional_int_(0i, false);
    var t_19: bool = p.hasValue;
    var t_20: i32;
    if (t_19) {
        t_20 = 1i;
    } else {
        t_20 = -1i;
    }
    outputBuffer.data[4u] = t_20;
    outputBuffer.data[5u] = 11i;
    outputBuffer.data[6u] = 84i;
    outputBuffer.data[7u] = 2i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn main(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    GlobalInvocationId = in_GlobalInvocationId;
    computeMain();
}
