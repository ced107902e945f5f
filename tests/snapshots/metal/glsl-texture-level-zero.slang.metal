<core-glsl>:332:50: error[NSL3150]: cannot lower to Metal: a texel offset that is not a constant expression
