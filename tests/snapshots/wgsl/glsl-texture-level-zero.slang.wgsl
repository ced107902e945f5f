<core-glsl>:332:50: error[NSL3150]: cannot lower to WGSL: a texel offset that is not a constant expression
