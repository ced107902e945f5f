tests/compute/bitfield-extract-insert.slang:20:16: error[NSL3150]: cannot lower to WGSL: 8-bit types (WGSL has 32-bit scalars)
