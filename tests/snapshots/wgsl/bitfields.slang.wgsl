tests/compute/bitfields.slang:41:14: error[NSL3150]: cannot lower to WGSL: 64-bit types (WGSL has 32-bit scalars)
