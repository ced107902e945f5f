<core-glsl>:332:50: error[NSL3150]: cannot lower to GLSL: a texel offset that is not a constant expression
