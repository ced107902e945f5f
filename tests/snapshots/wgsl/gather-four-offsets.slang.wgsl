tests/compute/gather-four-offsets.slang:21:16: error[NSL3150]: cannot lower to WGSL: a texel offset that is not a constant expression
