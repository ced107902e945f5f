struct RWStructuredBuffer {
    data: array<i32>,
}
struct IThing {
    typeId: u32,
}
struct Pt {
    x: i32,
    y: i32,
}
struct IThing_Data {
    typeId: u32,
    p0: i32,
    p1: Pt,
}
@group(0) @binding(0) var<storage, read_write> output: RWStructuredBuffer;
fn run(id: i32, q: i32) -> i32 {
    var t: IThing;
    for (;;) {
        if (id == 0i) {
            t = IThing(0u);
            break;
        }
        t = IThing(1u);
        break;
    }
    var t_1: u32 = t.typeId;
    var t_2: IThing_Data;
    switch (t_1) {
    case 0u: {
        t_2 = IThing_Data(0u, q + 1i, Pt(0i, 0i));
        break;
    }
    case 1u: {
        t_2 = IThing_Data(1u, 0i, Pt(q, q * 10i));
        break;
    }
    default: {
        t_2 = IThing_Data(0u, 0i, Pt(0i, 0i));
        break;
    }
    }
    var t_3: i32;
    switch (t_1) {
    case 0u: {
        t_3 = t_2.p0 * 2i;
        break;
    }
    case 1u: {
        var t_4: Pt = t_2.p1;
        t_3 = t_4.x + t_4.y;
        break;
    }
    default: {
        t_3 = 0i;
        break;
    }
    }
    return t_3;
}
fn viaArray(q_1: i32) -> i32 {
    var things: array<IThing, 2> = array<IThing, 2>();
    things = array<IThing, 2>(IThing(1u), IThing(0u));
    var sum: i32;
    var i: i32;
    var sum_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 2i) {
        } else {
            var t_5: i32 = sum_1;
            var t_6: i32 = i_1;
            sum = t_5;
            i = t_6;
            break;
        }
        var t_7: IThing = things[i_1];
        var t_8: i32 = q_1 + i_1;
        var t_9: u32 = t_7.typeId;
        var t_10: IThing_Data;
        switch (t_9) {
        case 0u: {
            t_10 = IThing_Data(0u, t_8 + 1i, Pt(0i, 0i));
            break;
        }
        case 1u: {
            t_10 = IThing_Data(1u, 0i, Pt(t_8, t_8 * 10i));
            break;
        }
        default: {
            t_10 = IThing_Data(0u, 0i, Pt(0i, 0i));
            break;
        }
        }
        var t_11: i32;
        switch (t_9) {
        case 0u: {
            t_11 = t_10.p0 * 2i;
            break;
        }
        case 1u: {
            var t_12: Pt = t_10.p1;
            t_11 = t_12.x + t_12.y;
            break;
        }
        default: {
            t_11 = 0i;
            break;
        }
        }
        var t_13: i32 = sum_1 * 1000i + t_11;
        var t_14: i32 = i_1 + 1i;
        sum_1 = t_13;
        i_1 = t_14;
        continue;
    }
    return sum;
}
fn computeMain_1(GlobalInvocationId: vec3<u32>) {
    var t_15: vec3<u32> = GlobalInvocationId;
    var t_16: i32 = run(0i, 5i);
    output.data[0u] = t_16;
    var t_17: i32 = run(1i, 3i);
    output.data[1u] = t_17;
    var t_18: i32 = run(i32(t_15.x), 7i);
    output.data[2u] = t_18;
    var t_19: i32 = viaArray(2i);
    output.data[3u] = t_19;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain(@builtin(global_invocation_id) in_GlobalInvocationId: vec3<u32>) {
    computeMain_1(in_GlobalInvocationId);
}
