tests/compute/separate-comparison-sampler.slang:10:1: error[NSL3150]: cannot lower to C++: a variable in the uniform_constant storage class
