tests/compute/compile-time-for-offsets.slang:28:39: error[NSL3150]: cannot lower to WGSL: a texel offset that is not a constant expression
