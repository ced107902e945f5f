tests/compute/layout-16bit.slang:17:1: error[NSL3150]: cannot lower to WGSL: 16-bit types (WGSL has 32-bit scalars)
