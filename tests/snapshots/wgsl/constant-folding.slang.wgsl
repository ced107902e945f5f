tests/compute/constant-folding.slang:72:20: error[NSL3150]: cannot lower to WGSL: 8-bit types (WGSL has 32-bit scalars)
