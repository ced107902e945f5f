<core-glsl>:704:51: error[NSL3150]: cannot lower to cpp: an atomic on a texture's texel
