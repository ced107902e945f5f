tests/compute/texture-texel-atomics.slang:18:5: error[NSL3150]: cannot lower to glsl: an atomic on a texture's texel
