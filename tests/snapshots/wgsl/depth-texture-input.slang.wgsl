tests/compute/depth-texture-input.slang:20:23: error[NSL3150]: cannot lower to WGSL: a comparison on a texture that is not a depth texture
