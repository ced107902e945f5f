tests/compute/byte-address-atomics-64.slang:16:5: error[NSL3153]: cannot give atomics atomic-typed memory (WGSL, Metal): an atomic on u64 (atomic memory holds i32 or u32)
