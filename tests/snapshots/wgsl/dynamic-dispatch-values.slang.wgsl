tests/compute/dynamic-dispatch-values.slang:39:1: error[NSL3150]: cannot lower to WGSL: 64-bit types (WGSL has 32-bit scalars)
