struct RWStructuredBuffer {
    data: array<i32>,
}
@group(0) @binding(0) var<storage, read_write> outputBuffer: RWStructuredBuffer;
fn computeMain_1() {
    var r: array<vec3<i32>, 3> = array<vec3<i32>, 3>();
    r = array<vec3<i32>, 3>(vec3<i32>(1i, 20i, 3i), vec3<i32>(4i, 50i, 6i), vec3<i32>(70i, 8i, 9i));
    var i: i32;
    var i_1: i32 = 0i;
    for (;;) {
        if (i_1 < 3i) {
        } else {
            i = i_1;
            break;
        }
        var j: i32;
        var j_1: i32 = 0i;
        for (;;) {
            if (j_1 < 3i) {
            } else {
                j = j_1;
                break;
            }
            var t: i32 = r[i_1][j_1];
            outputBuffer.data[u32(i_1 * 3i + j_1)] = t;
            j_1 = j_1 + 1i;
            continue;
        }
        i_1 = i_1 + 1i;
        continue;
    }
    outputBuffer.data[9u] = 2i;
    outputBuffer.data[10u] = 8i;
    outputBuffer.data[11u] = 20i;
    return;
}
@compute @workgroup_size(1, 1, 1)
fn computeMain() {
    computeMain_1();
}
