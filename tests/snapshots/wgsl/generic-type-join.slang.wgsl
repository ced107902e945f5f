tests/compute/generic-type-join.slang:43:30: error[NSL3150]: cannot lower to WGSL: 8-bit types (WGSL has 32-bit scalars)
