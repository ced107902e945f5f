tests/compute/texel-offset-loops.slang:20:16: error[NSL3150]: cannot lower to wgsl: a texture load at a texel offset
