tests/compute/bitfields.slang:36:15: error[NSL3150]: cannot lower to WGSL: 64-bit types (WGSL has 32-bit scalars)
