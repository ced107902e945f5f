tests/compute/namespace-buffer-array.slang:12:5: error[NSL3150]: cannot lower to C++: a storage block that is not a struct
