tests/compute/bits64.slang:14:19: error[NSL3150]: cannot lower to WGSL: 64-bit types (WGSL has 32-bit scalars)
