<core-glsl>:702:51: error[NSL3150]: cannot lower to glsl: an atomic on a texture's texel
