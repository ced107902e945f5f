tests/compute/separate-comparison-sampler.slang:27:23: error[NSL3150]: cannot lower to WGSL: a texel offset on a depth texture
