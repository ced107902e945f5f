<core-prelude>:891:9: error[NSL3153]: cannot give atomics atomic-typed memory (WGSL, Metal): an atomic on f32 (atomic memory holds i32 or u32)
