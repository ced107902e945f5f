<core-glsl>:704:51: error[NSL3150]: cannot lower to glsl: an atomic on a texture's texel
