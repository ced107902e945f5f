struct RWStructuredBuffer {
    data: array<f32>,
}
struct AddStep {
    k: f32,
}
struct MulStep {
    k: f32,
}
struct IStep {
    typeId: u32,
    p0: AddStep,
    p1: MulStep,
}
struct Tuple_IStep_float_ {
    _0: IStep,
    _1: f32,
}
struct Optional_Tuple_IStep_float_ {
    value: Tuple_IStep_float_,
    hasValue: bool,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    outputBuffer.data[0u] = 4.5f;
    var steps: array<Optional_Tuple_IStep_float_, 3> = array<Optional_Tuple_IStep_float_, 3>();
    steps = array<Optional_Tuple_IStep_float_, 3>(Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(0u, AddStep(2.0f), MulStep(0.0f)), 0.5f), true), Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(0u, AddStep(0.0f), MulStep(0.0f)), 0.0f), false), Optional_Tuple_IStep_float_(Tuple_IStep_float_(IStep(1u, AddStep(0.0f), MulStep(3.0f)), 2.0f), true));
    var x: f32;
    var present: i32;
    var i: i32;
    var x_1: f32 = 1.0f;
    var present_1: i32 = 0i;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            var t: f32 = x_1;
            var t_1: i32 = present_1;
            var t_2: i32 = i_1;
            x = t;
            present = t_1;
            i = t_2;
            break;
        }
        var t_3: Optional_Tuple_IStep_float_ = steps[i_1];
        var x_2: f32;
        var present_2: i32;
        if (t_3.hasValue) {
            var t_4: Tuple_IStep_float_ = t_3.value;
            var t_5: IStep = t_4._0;
            var t_6: f32;
            switch (t_5.typeId) {
            case 0u: {
                t_6 = x_1 + t_5.p0.k;
                break;
            }
            case 1u: {
                t_6 = x_1 * t_5.p1.k;
                break;
            }
            default: {
                t_6 = 0.0f;
                break;
            }
            }
            var t_7: f32 = t_6 * t_4._1;
            var t_8: i32 = present_1 + 1i;
            x_2 = t_7;
            present_2 = t_8;
        } else {
            var t_9: f32 = x_1;
            var t_10: i32 = present_1;
            x_2 = t_9;
            present_2 = t_10;
        }
        var t_11: f32 = x_2;
        var t_12: i32 = present_2;
        var t_13: i32 = i_1 + 1i;
        x_1 = t_11;
        present_1 = t_12;
        i_1 = t_13;
        continue;
    }
    outputBuffer.data[1u] = x;
    outputBuffer.data[2u] = f32(present);
    outputBuffer.data[3u] = 7.25f;
    var t_14: bool = steps[1i].hasValue;
    outputBuffer.data[4u] = select(0.0f, 1.0f, t_14);
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
