tests/compute/texture-load-offset.slang:15:16: error[NSL3150]: cannot lower to metal: a texture load at a texel offset
