tests/compute/generic-type-join.slang:27:17: error[NSL3150]: cannot lower to WGSL: 16-bit types (WGSL has 32-bit scalars)
