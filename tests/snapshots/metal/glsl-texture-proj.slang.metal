<core-glsl>:346:68: error[NSL3150]: cannot lower to Metal: a texel offset that is not a constant expression
