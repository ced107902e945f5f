tests/compute/glsl-atomic-double.slang:25:21: error[NSL3153]: cannot give atomics atomic-typed memory (WGSL, Metal): an atomic on f64 (atomic memory holds i32 or u32)
