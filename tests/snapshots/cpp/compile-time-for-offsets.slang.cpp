tests/compute/compile-time-for-offsets.slang:9:1: error[NSL3150]: cannot lower to C++: a variable in the uniform_constant storage class
