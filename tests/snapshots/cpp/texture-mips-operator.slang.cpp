tests/compute/texture-mips-operator.slang:8:1: error[NSL3150]: cannot lower to C++: a variable in the uniform_constant storage class
