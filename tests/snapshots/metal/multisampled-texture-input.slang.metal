tests/compute/multisampled-texture-input.slang:10:1: error[NSL3150]: cannot lower to Metal: a texture of this shape
