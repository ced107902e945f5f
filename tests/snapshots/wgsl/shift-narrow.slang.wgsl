tests/compute/shift-narrow.slang:22:17: error[NSL3150]: cannot lower to WGSL: 8-bit types (WGSL has 32-bit scalars)
