tests/compute/prelude-math.slang:47:12: error[NSL3150]: cannot lower to WGSL: 64-bit types (WGSL has 32-bit scalars)
