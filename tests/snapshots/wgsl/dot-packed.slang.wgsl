tests/compute/dot-packed.slang:17:15: error[NSL3150]: cannot lower to WGSL: 16-bit types (WGSL has 32-bit scalars)
