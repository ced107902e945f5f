tests/compute/generic-type-join.slang:28:14: error[NSL3150]: cannot lower to C++: the type f16
