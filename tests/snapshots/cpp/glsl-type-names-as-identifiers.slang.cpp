tests/compute/glsl-type-names-as-identifiers.slang:7:1: error[NSL3150]: cannot lower to C++: a variable in the uniform_constant storage class
