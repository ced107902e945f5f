tests/compute/texture-load-offset.slang:15:16: error[NSL3150]: cannot lower to cpp: a texture load at a texel offset
