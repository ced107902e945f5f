tests/compute/uniform-struct-array-resources-method.slang:31:1: error[NSL3150]: cannot lower to C++: a storage block that is not a struct
