tests/compute/layout-16bit.slang:17:1: error[NSL3150]: cannot lower to C++: the type f16
