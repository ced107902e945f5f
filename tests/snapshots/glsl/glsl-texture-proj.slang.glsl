<core-glsl>:346:68: error[NSL3150]: cannot lower to GLSL: a texel offset that is not a constant expression
