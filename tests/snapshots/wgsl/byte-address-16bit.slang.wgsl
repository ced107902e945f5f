tests/compute/byte-address-16bit.slang:24:36: error[NSL3150]: cannot lower to WGSL: 16-bit types (WGSL has 32-bit scalars)
