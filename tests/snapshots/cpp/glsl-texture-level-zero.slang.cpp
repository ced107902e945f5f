tests/compute/glsl-texture-level-zero.slang:14:1: error[NSL3150]: cannot lower to C++: a variable in the uniform_constant storage class
