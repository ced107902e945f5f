tests/compute/prelude-pack.slang:19:39: error[NSL3150]: cannot lower to WGSL: 16-bit types (WGSL has 32-bit scalars)
